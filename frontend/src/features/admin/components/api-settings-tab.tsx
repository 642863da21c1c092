import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEXT_CHARS_RANGE, OFFERED_MODELS, type Settings } from '@kb/contracts';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { fieldErrors, useGetModelStatusQuery, useGetSettingsQuery, useUpdateSettingsMutation } from '../api/admin-api';
import { FieldError, Muted, Row } from './admin-styles';
import { ModelStatusSection } from './api-model-status';

type Form = Record<keyof Settings, string>;
const toForm = (s: Settings): Form => ({
  model: s.model,
  temperature: String(s.temperature),
  maxTokens: String(s.maxTokens),
  timeout: String(s.timeout),
  contextChars: String(s.contextChars),
});

/** One number of the settings, labelled, with the server's message for it under it (and a hint, when it has one). */
function NumberSetting(props: {
  field: 'temperature' | 'maxTokens' | 'timeout' | 'contextChars';
  min: number;
  max?: number;
  step: number;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error: string | undefined;
  hintId?: string;
}) {
  const { t } = useTranslation();
  const { field, error, hintId, ...input } = props;
  const describedBy = [error ? `api-${field}-error` : null, hintId ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <TextField label={t(`admin.api.${field}`)} type="number" aria-describedby={describedBy} {...input} />
      {error && <FieldError id={`api-${field}-error`}>{error}</FieldError>}
    </div>
  );
}

/** The form over GET/PUT /api/settings; the server's checks are the rules, their messages shown by each field. */
export function ApiSettingsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useGetSettingsQuery();
  const status = useGetModelStatusQuery();
  const [save, { isLoading }] = useUpdateSettingsMutation();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data) setForm(toForm(data));
  }, [data]);

  if (!form) return <Spinner label={t('app.loading')} />;
  const freeModel = status.data?.customEndpoint ?? false;
  const models = [...new Set([...OFFERED_MODELS, form.model])].map((m) => ({ value: m, label: m }));
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      // Sent as typed: the server reads decimal text and says which field is wrong.
      await save({
        model: form!.model,
        temperature: form!.temperature,
        maxTokens: form!.maxTokens,
        timeout: form!.timeout,
        contextChars: form!.contextChars,
      } as unknown as Settings).unwrap();
      toast({ title: t('admin.api.success'), description: t('admin.api.successText'), variant: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast({ title: t('admin.api.error'), description: t('admin.api.errorText'), variant: 'destructive' });
    }
  }

  const error = (key: string) => errors[key] && <FieldError id={`api-${key}-error`}>{errors[key]}</FieldError>;
  const fieldProps = (key: keyof Form) => ({ value: form[key], onChange: set(key), error: errors[key] });
  return (
    <>
      <h2>{t('admin.tabs.api')}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="api-settings-form">
        <Row>
          <div>
            {freeModel ? (
              <TextField label={t('admin.api.modelFree')} value={form.model} onChange={set('model')} maxLength={100} />
            ) : (
              <SelectField label={t('admin.api.model')} value={form.model} onChange={set('model')} options={models} />
            )}
            {error('model')}
          </div>
          <NumberSetting field="temperature" min={0} max={1} step={0.1} {...fieldProps('temperature')} />
          <NumberSetting field="maxTokens" min={1} step={1} {...fieldProps('maxTokens')} />
          <NumberSetting field="timeout" min={1} max={600000} step={1} {...fieldProps('timeout')} />
          <NumberSetting
            field="contextChars"
            min={CONTEXT_CHARS_RANGE.min}
            max={CONTEXT_CHARS_RANGE.max}
            step={500}
            hintId="api-contextChars-hint"
            {...fieldProps('contextChars')}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('admin.api.saving') : t('admin.api.save')}
          </Button>
        </Row>
        <Muted id="api-contextChars-hint">{t('admin.api.contextCharsHint')}</Muted>
      </form>
      <ModelStatusSection status={status} />
    </>
  );
}

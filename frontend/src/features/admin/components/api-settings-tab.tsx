import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFERED_MODELS, type Settings } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { fieldErrors, useGetModelStatusQuery, useGetSettingsQuery, useUpdateSettingsMutation } from '../api/admin-api';
import { FieldError, Muted, Row, Section } from './admin-styles';

type Form = Record<keyof Settings, string>;
const toForm = (s: Settings): Form => ({ model: s.model, temperature: String(s.temperature), maxTokens: String(s.maxTokens), timeout: String(s.timeout) });

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
      await save({ model: form!.model, temperature: form!.temperature, maxTokens: form!.maxTokens, timeout: form!.timeout } as unknown as Settings).unwrap();
      toast({ title: t('admin.api.success'), description: t('admin.api.successText'), variant: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast({ title: t('admin.api.error'), description: t('admin.api.errorText'), variant: 'destructive' });
    }
  }

  const error = (key: string) => errors[key] && <FieldError id={`api-${key}-error`}>{errors[key]}</FieldError>;
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
          <div>
            <TextField label={t('admin.api.temperature')} type="number" min={0} max={1} step={0.1} value={form.temperature} onChange={set('temperature')} aria-describedby={errors.temperature ? 'api-temperature-error' : undefined} />
            {error('temperature')}
          </div>
          <div>
            <TextField label={t('admin.api.maxTokens')} type="number" min={1} step={1} value={form.maxTokens} onChange={set('maxTokens')} aria-describedby={errors.maxTokens ? 'api-maxTokens-error' : undefined} />
            {error('maxTokens')}
          </div>
          <div>
            <TextField label={t('admin.api.timeout')} type="number" min={1} max={600000} step={1} value={form.timeout} onChange={set('timeout')} aria-describedby={errors.timeout ? 'api-timeout-error' : undefined} />
            {error('timeout')}
          </div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('admin.api.saving') : t('admin.api.save')}
          </Button>
        </Row>
      </form>
      <Section data-testid="model-status">
        <h3>{t('admin.api.endpoint')}</h3>
        {status.isFetching ? (
          <Muted>{t('admin.api.checking')}</Muted>
        ) : !status.data?.configured ? (
          <Muted>{t('admin.api.notConfigured')}</Muted>
        ) : status.data.reachable ? (
          <p>{t('admin.api.reachable', { ms: status.data.latencyMs })}</p>
        ) : (
          <p role="alert">{t('admin.api.unreachable', { error: status.data.error ?? serverMessage(status.error) ?? '' })}</p>
        )}
        {status.data?.endpointHost && <Muted dir="ltr">{t('admin.api.host', { host: status.data.endpointHost })}</Muted>}
        <div>
          <Button type="button" $variant="secondary" onClick={() => void status.refetch()} disabled={status.isFetching}>
            {t('admin.api.recheck')}
          </Button>
        </div>
      </Section>
    </>
  );
}

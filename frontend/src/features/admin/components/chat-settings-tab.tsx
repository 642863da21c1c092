import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSettings } from '@kb/contracts';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { TextAreaField } from '../../../shared/ui/text-area';
import { useToast } from '../../../shared/ui/use-toast';
import { fieldErrors } from '../api/admin-api';
import { useGetSiteSettingsQuery, useUpdateChatSettingsMutation } from '../../../shared/api/site-settings-api';
import { FieldError, Muted, Section } from './admin-styles';

type Form = Record<keyof ChatSettings, string>;
const toForm = (s: ChatSettings): Form => ({
  welcomeEn: s.welcomeEn,
  welcomeAr: s.welcomeAr,
  suggestionsEn: s.suggestionsEn.join('\n'),
  suggestionsAr: s.suggestionsAr.join('\n'),
});
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const FIELDS: { key: keyof Form; rows: number; dir: 'ltr' | 'rtl' }[] = [
  { key: 'welcomeEn', rows: 3, dir: 'ltr' },
  { key: 'welcomeAr', rows: 3, dir: 'rtl' },
  { key: 'suggestionsEn', rows: 5, dir: 'ltr' },
  { key: 'suggestionsAr', rows: 5, dir: 'rtl' },
];

/** The chat welcome screen: its text and suggested questions in both languages (blank: the built-in ones). */
export function ChatSettingsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useGetSiteSettingsQuery();
  const [save, { isLoading }] = useUpdateChatSettingsMutation();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data) setForm(toForm(data.chat));
  }, [data]);
  if (!form) return <Spinner label={t('app.loading')} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save({
        welcomeEn: form!.welcomeEn,
        welcomeAr: form!.welcomeAr,
        suggestionsEn: lines(form!.suggestionsEn),
        suggestionsAr: lines(form!.suggestionsAr),
      }).unwrap();
      toast({ title: t('siteAdmin.saved'), description: t('siteAdmin.chat.savedText'), variant: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast({ title: t('siteAdmin.notSaved'), description: t('siteAdmin.notSavedText'), variant: 'destructive' });
    }
  }

  return (
    <>
      <h2>{t('admin.tabs.chat')}</h2>
      <Muted>{t('siteAdmin.chat.intro')}</Muted>
      <Section as="form" onSubmit={(e: FormEvent) => void onSubmit(e)} noValidate data-testid="chat-settings-form">
        {FIELDS.map(({ key, rows, dir }) => (
          <div key={key}>
            <TextAreaField
              label={t(`siteAdmin.chat.${key}`)}
              note={t(key.startsWith('welcome') ? 'siteAdmin.chat.welcomeNote' : 'siteAdmin.chat.suggestionsNote')}
              rows={rows}
              dir={dir}
              lang={key.endsWith('Ar') ? 'ar' : 'en'}
              value={form[key]}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `chat-${key}-error` : undefined}
            />
            {errors[key] && <FieldError id={`chat-${key}-error`}>{errors[key]}</FieldError>}
          </div>
        ))}
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('siteAdmin.saving') : t('siteAdmin.save')}
          </Button>
        </div>
      </Section>
    </>
  );
}

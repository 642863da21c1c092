import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@kb/contracts';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetSiteSettingsQuery, useUpdateLanguageSettingsMutation } from '../../../shared/api/site-settings-api';
import { Muted, Section } from './admin-styles';

const Choices = styled.fieldset`
  display: grid;
  gap: 10px;
  border: none;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-block-end: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
  }
`;

/** The language a browser with no choice of its own starts in: new users and the public chat. */
export function LanguageSettingsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useGetSiteSettingsQuery();
  const [save, { isLoading }] = useUpdateLanguageSettingsMutation();
  const [choice, setChoice] = useState<Language | null>(null);
  useEffect(() => {
    if (data) setChoice(data.defaultLanguage);
  }, [data]);
  if (!choice) return <Spinner label={t('app.loading')} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ defaultLanguage: choice! }).unwrap();
      toast({
        title: t('siteAdmin.saved'),
        description: t('siteAdmin.language.savedText', { language: t(`language.${choice}`) }),
        variant: 'success',
      });
    } catch {
      toast({ title: t('siteAdmin.notSaved'), description: t('siteAdmin.notSavedText'), variant: 'destructive' });
    }
  }

  return (
    <>
      <h2>{t('admin.tabs.language')}</h2>
      <Muted>{t('siteAdmin.language.intro')}</Muted>
      <Section as="form" onSubmit={(e: FormEvent) => void onSubmit(e)} data-testid="language-settings-form">
        <Choices>
          <legend>{t('siteAdmin.language.default')}</legend>
          {(['en', 'ar'] as const).map((lng) => (
            <label key={lng}>
              <input type="radio" name="default-language" value={lng} checked={choice === lng} onChange={() => setChoice(lng)} />
              <span lang={lng}>{t(`language.${lng}`)}</span>
            </label>
          ))}
        </Choices>
        <Muted>{t('siteAdmin.language.note')}</Muted>
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('siteAdmin.saving') : t('siteAdmin.save')}
          </Button>
        </div>
      </Section>
    </>
  );
}

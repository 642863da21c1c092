import { useTranslation } from 'react-i18next';
import type { Language } from '@kb/contracts';

export type Direction = 'ltr' | 'rtl';

/** Language, direction and Intl locale of the UI (ar-KW for Arabic, en-US for English). */
export function useLocale(): { language: Language; dir: Direction; locale: string } {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return {
    language,
    dir: i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr',
    locale: language === 'ar' ? 'ar-KW' : 'en-US',
  };
}

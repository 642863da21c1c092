import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from '@kb/contracts';
import { ar } from './locales/ar';
import { en } from './locales/en';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'ar' || value === 'en' ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Mirrors the language on <html> so CSS logical properties and portals follow it. */
function applyToDocument(lng: string) {
  const dir = i18n.dir(lng);
  document.documentElement.lang = lng;
  document.documentElement.dir = dir;
  const title = i18n.getFixedT(lng)('app.productTitle');
  if (title !== 'app.productTitle') document.title = title;
}

/** Whether this browser had a language of its own before this page loaded (else the site default applies, issue 31). */
export const languageChosenBefore: boolean = (() => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
})();

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => {
  applyToDocument(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode or blocked storage: the choice still applies to this page.
  }
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES as Language[],
  // Resources are bundled, so initialise synchronously: the first render already has its strings.
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * `{{value, number}}` in a string formats as the rest of the UI does (ar-KW, en-US): i18next's own
 * formatter would use plain "ar", whose digits are Latin, beside ar-KW's Arabic-Indic dates and figures.
 */
i18n.services.formatter?.addCached('number', (lng, options) => {
  const format = new Intl.NumberFormat(lng === 'ar' ? 'ar-KW' : 'en-US', options);
  return (value) => format.format(value);
});

export function currentLanguage(): Language {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** SPEC.md section 4: the server is told `ar` when the page is right-to-left, otherwise `en`. */
export function serverLanguage(): Language {
  return i18n.dir(i18n.language) === 'rtl' ? 'ar' : 'en';
}

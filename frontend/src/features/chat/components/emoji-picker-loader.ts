/**
 * Loaded only when the emoji picker is first opened (a dynamic import): the maintained
 * `emoji-picker-element` web component, its interface strings in the page language, and the emoji
 * data served from this app (the page's Content Security Policy allows no CDN). In Arabic the data
 * names emoji with CLDR's Arabic names and keywords (scripts/emoji-data-ar.mjs builds it:
 * emoji-picker-element-data has no Arabic set), English kept after them.
 */
import { Picker } from 'emoji-picker-element';
import arI18n from 'emoji-picker-element/i18n/ar.js';
import enI18n from 'emoji-picker-element/i18n/en.js';
import englishData from 'emoji-picker-element-data/en/emojibase/data.json?url';

/** Copied from public/ into the build by Vite. */
const ARABIC_DATA = '/emoji-data/ar.json';

export function createEmojiPicker(language: 'en' | 'ar', mode: 'light' | 'dark'): HTMLElement {
  const picker =
    language === 'ar'
      ? new Picker({ dataSource: ARABIC_DATA, locale: 'ar', i18n: arI18n })
      : new Picker({ dataSource: englishData, locale: 'en', i18n: enI18n });
  picker.classList.add(mode);
  return picker;
}

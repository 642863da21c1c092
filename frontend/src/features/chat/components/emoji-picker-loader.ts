/**
 * Loaded only when the emoji picker is first opened (a dynamic import): the maintained
 * `emoji-picker-element` web component, its Arabic interface strings, and the emoji data served
 * from this app (the page's Content Security Policy allows no CDN). The data names emoji in
 * English: emojibase, which the data package is built from, has no Arabic annotations.
 */
import { Picker } from 'emoji-picker-element';
import arI18n from 'emoji-picker-element/i18n/ar.js';
import enI18n from 'emoji-picker-element/i18n/en.js';
import dataSource from 'emoji-picker-element-data/en/emojibase/data.json?url';

export function createEmojiPicker(language: 'en' | 'ar', mode: 'light' | 'dark'): HTMLElement {
  const picker = new Picker({ dataSource, locale: 'en', i18n: language === 'ar' ? arI18n : enI18n });
  picker.classList.add(mode);
  return picker;
}

/**
 * Character folding, the backend analyser's first step (`assistant/analysis/analyze.ts`), what the
 * library and conversation searches compare, and what the client's glossary filter compares: one
 * fold for both sides of every search. Arabic writers (and translators) vary hamza seats, taa
 * marbuta and alef maqsura freely, add diacritics only sometimes and stretch words with tatweel;
 * copied text brings Persian yeh and kaf and Eastern digits. Folding is character-level: it keeps
 * word boundaries and length roughly intact.
 */

// Harakat, tanween, shadda, sukun, superscript alef, Quranic marks: meaningless for matching.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

const CHAR_MAP: Record<string, string> = {
  '\u0623': '\u0627', // أ -> ا
  '\u0625': '\u0627', // إ -> ا
  '\u0622': '\u0627', // آ -> ا
  '\u0671': '\u0627', // ٱ -> ا
  '\u0629': '\u0647', // ة -> ه
  '\u0649': '\u064A', // ى -> ي
  '\u06CC': '\u064A', // Persian yeh, common in copied text
  '\u06A9': '\u0643', // Persian kaf
};
const CHAR_CLASS = /[\u0623\u0625\u0622\u0671\u0629\u0649\u06CC\u06A9]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Folds Arabic-Indic and Persian digits to ASCII so "٢٠١٨" matches "2018". */
export function foldDigits(text: string): string {
  return text.replace(ARABIC_INDIC_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Arabic letter forms folded, diacritics and tatweel removed, Eastern digits as ASCII; other text as it is. */
export function foldArabic(text: string): string {
  return foldDigits(text)
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(CHAR_CLASS, (c) => CHAR_MAP[c] ?? c);
}

/** `foldArabic` of the NFC, lowercased text: what both sides of a search compare. */
export const foldText = (text: string): string => foldArabic(text.normalize('NFC').toLowerCase());

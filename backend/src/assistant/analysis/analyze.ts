/**
 * The one analyser: text to terms (folding, tokenising, stemming, stop words, numbers), for answer
 * retrieval, the library and conversation searches and the grouping of unanswered questions alike.
 * Each word is routed by its own script, not by the text's language, because Arabic documents
 * quote Latin names ("Panthers", "VPN") and English ones quote Arabic terms; both must stay
 * searchable. So `analyze` takes no language: a question's language would be wrong for its quoted
 * words. The words it knows are data (`vocabulary/words/`: stop words, units and currencies).
 */
import type { Language } from '@kb/contracts';
import { ARABIC_STOP_WORDS, normalizeArabic, stemArabic } from './arabic.js';
import { ENGLISH_STOP_WORDS, normalizeEnglish, stemEnglish } from './english.js';
import { foldDigits } from './fold.js';
import { normalizeNumbers } from './numbers.js';

// Marks (\p{M}) are part of a word: Arabic harakat and Latin combining accents sit inside words.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF]/;
const ARABIC_LETTERS_G = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF]/g;
const LATIN_LETTERS_G = /[A-Za-z\u00C0-\u024F]/g;

/**
 * 'ar' when at least 30% of the letters are Arabic. Not 50%: an Arabic question naming an
 * English product ("كيف أستخدم Microsoft Teams") can have more Latin letters than Arabic ones,
 * while English text rarely quotes more than a word of Arabic.
 */
export function detectLanguage(text: string): Language {
  const arabic = text.match(ARABIC_LETTERS_G)?.length ?? 0;
  const latin = text.match(LATIN_LETTERS_G)?.length ?? 0;
  return arabic > 0 && arabic >= 0.3 * (arabic + latin) ? 'ar' : 'en';
}

/** Raw words of a text, in order, before normalisation. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The raw words with where they stand in the text (`index`), for marking matches in it. */
export function wordSpans(text: string): { word: string; index: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], index: m.index }));
}

/** Normalised form of one word (no stemming): used for stop-word checks and surface matching. */
export function normalizeWord(word: string): string {
  return ARABIC_LETTER.test(word) ? normalizeArabic(word) : normalizeEnglish(foldDigits(word));
}

// Word -> term memo. Vocabulary follows Zipf's law, so a bounded cache answers most lookups and
// saves the regex-heavy normalisation (measured ~1us per word uncached) on indexing and answering.
const MEMO_LIMIT = 100_000;
let memo = new Map<string, string | null>();

/** Index term of one word, or null for stop words and empty leftovers. */
export function termOf(word: string): string | null {
  let term = memo.get(word);
  if (term === undefined) {
    term = computeTerm(word);
    if (memo.size >= MEMO_LIMIT) memo = new Map();
    memo.set(word, term);
  }
  return term;
}

function computeTerm(word: string): string | null {
  if (ARABIC_LETTER.test(word)) {
    const w = normalizeArabic(word);
    if (w.length === 0 || ARABIC_STOP_WORDS.has(w)) return null;
    return stemArabic(w);
  }
  // Digits are folded here too: a bare "٢٠١٨" holds no Arabic letter but must match "2018".
  const w = normalizeEnglish(foldDigits(word));
  if (w.length === 0 || ENGLISH_STOP_WORDS.has(w)) return null;
  return stemEnglish(w);
}

/** Index terms of a text, in order, stop words removed; numbers, amounts and ranges read as values (numbers.ts). */
export function analyze(text: string): string[] {
  const out: string[] = [];
  for (const word of words(normalizeNumbers(text))) {
    const term = termOf(word);
    if (term) out.push(term);
  }
  return out;
}

/**
 * English (and other Latin-script) term normalisation: case and accent folding, stop words and
 * Porter stemming, so "defenses", "defensive" and "Defense" meet in one index term.
 */
import { vocabularyData } from '../vocabulary/words.js';
import { porterStem } from './porter-stemmer.js';

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower-case and strip accents ("Pokémon" -> "pokemon"); only for Latin-script text. */
export function normalizeEnglish(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * `words/stop-words.json` (en): function words plus the question words users type ("what", "how
 * many", "which"): they occur in nearly every passage, so they only add noise to BM25 and slow
 * queries down.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(vocabularyData<{ en: string[] }>('stop-words').en.map(normalizeEnglish));

/** Stem of one lower-cased, accent-folded token; digits and mixed tokens are kept whole. */
export function stemEnglish(token: string): string {
  return /^[a-z]+$/.test(token) ? porterStem(token) : token;
}

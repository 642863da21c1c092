/**
 * Terms for the prefix searches of the library and of conversations, made by the one analyser, so
 * a word found in an answer is found in the library too ("policies" meets "policy", "الإجازات"
 * meets "إجازة", "1,500" meets "١٬٥٠٠", "dinar" meets "KD"). Computed in TypeScript so that
 * Postgres never parses language (its text-search parser depends on the server's locale, and PGlite
 * runs in C locale).
 *
 * A text is findable by its terms and by its folded words as written (a search typed halfway,
 * "roam", starts a written word; a search of stop words only, "what", still finds them). A search is
 * its terms; each must start a lexeme of the text.
 */
import { analyze, termOf, words } from './analyze.js';
import { conjunctionReading } from './arabic.js';
import { foldText } from './fold.js';

const MAX_LEXEME = 64;

/** Folded words of a text, as written (lower case, Arabic letter forms folded, Eastern digits as ASCII). */
export function foldedWords(text: string): string[] {
  return words(foldText(text)).map((w) => w.slice(0, MAX_LEXEME));
}

/** What one written word is found by: its folded form, its term and the term's conjunction reading. */
export function wordLexemes(word: string): string[] {
  const folded = foldText(word).slice(0, MAX_LEXEME);
  const term = termOf(word);
  const reading = term && conjunctionReading(term);
  return [folded, ...(term ? [term] : []), ...(reading ? [reading] : [])];
}

/** Distinct lexemes a text is found by (title and content of a document, a message). */
export function textLexemes(...texts: string[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    for (const word of foldedWords(text)) out.add(word);
    // Terms, not words' terms: numbers and amounts are read across words ("1,500 KD" is 1500, kwd).
    for (const term of analyze(text)) {
      out.add(term.slice(0, MAX_LEXEME));
      const reading = conjunctionReading(term);
      if (reading) out.add(reading.slice(0, MAX_LEXEME));
    }
  }
  return [...out];
}

/**
 * The terms of a search, distinct, in order. Single letters are dropped when longer terms exist (a
 * one-letter prefix starts nearly every word); a search of stop words only is its folded words.
 */
export function searchTerms(query: string): string[] {
  const analysed = [...new Set(analyze(query).map((t) => t.slice(0, MAX_LEXEME)))];
  const all = analysed.length ? analysed : [...new Set(foldedWords(query))];
  const meaningful = all.filter((t) => t.length > 1);
  return meaningful.length ? meaningful : all;
}

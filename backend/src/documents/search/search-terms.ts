/**
 * Search terms of the document library, computed in TypeScript so that Postgres never parses
 * language (its text-search parser depends on the server's locale, and PGlite runs in C locale).
 * A document is stored as a `tsvector` of lexemes made here (`array_to_tsvector`), and a search
 * is a `tsquery` of prefix terms made here, so both sides fold text in exactly the same way.
 */

import { ARABIC_ARTICLES, foldText } from '../../shared/text/fold-text.js';

const WORD = /[\p{L}\p{N}]+/gu;
const ARABIC = /[\u0600-\u06FF]/;
const MAX_LEXEME = 64;

/** Lowercase, Arabic letter forms folded, diacritics and tatweel removed, Eastern digits as ASCII (as retrieval folds). */
export const normalizeText = foldText;

/**
 * The article and the conjunction are written joined to Arabic words ("والإجازة", "بالإجازة"),
 * so a search for "إجازة" must find them. Documents store every word and this stripped form;
 * a search uses the stripped form only. Both sides strip in the same order (article, then wa-),
 * which is what makes them meet; wa- needs a 5+ letter word so that "وقت" and "ولد" survive.
 */
export function stripArabicPrefix(word: string): string {
  let w = word;
  // Articles removed once, longest first, and only when at least two letters remain.
  const article = ARABIC_ARTICLES.find((p) => w.startsWith(p) && w.length - p.length >= 2);
  if (article) w = w.slice(article.length);
  if (w.length >= 5 && w.startsWith('و')) w = w.slice(1);
  return w;
}

export function words(text: string): string[] {
  return (normalizeText(text).match(WORD) ?? []).map((w) => w.slice(0, MAX_LEXEME));
}

/** Distinct lexemes of a document's title and content, for `array_to_tsvector`. */
export function documentLexemes(title: string, content: string): string[] {
  const out = new Set<string>();
  for (const word of [...words(title), ...words(content)]) {
    out.add(word);
    if (ARABIC.test(word)) out.add(stripArabicPrefix(word));
  }
  return [...out];
}

/** The words of a search, folded as the documents are; single letters are dropped when longer words exist. */
export function searchTerms(query: string): string[] {
  const all = [...new Set(words(query).map((w) => (ARABIC.test(w) ? stripArabicPrefix(w) : w)))];
  const meaningful = all.filter((w) => w.length > 1);
  return meaningful.length ? meaningful : all;
}

/** A `tsquery` literal of folded terms: every term must start a word of the title or content. */
export function tsqueryOf(terms: readonly string[]): string | null {
  // Terms are letters and digits only, so quoting cannot be broken out of.
  return terms.length ? terms.map((t) => `'${t}':*`).join(' & ') : null;
}

/** `tsqueryOf(searchTerms(query))`: null when there is nothing to search. */
export const toPrefixQuery = (query: string): string | null => tsqueryOf(searchTerms(query));

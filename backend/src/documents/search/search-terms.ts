/**
 * Search terms of the document library, computed in TypeScript so that Postgres never parses
 * language (its text-search parser depends on the server's locale, and PGlite runs in C locale).
 * A document is stored as a `tsvector` of lexemes made here (`array_to_tsvector`), and a search
 * is a `tsquery` of prefix terms made here, so both sides fold text in exactly the same way.
 */

// Harakat, tanween, shadda, sukun, superscript alef, Quranic marks.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const FOLD: Record<string, string> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0629': '\u0647', // ة → ه
  '\u0649': '\u064A', // ى → ي
};
const FOLDED = /[\u0623\u0625\u0622\u0671\u0629\u0649]/g;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const WORD = /[\p{L}\p{N}]+/gu;
const ARABIC = /[\u0600-\u06FF]/;
/** Longest first; removed once, and only when at least two letters remain. */
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const MAX_LEXEME = 64;

/** Lowercase, Arabic letter forms folded, diacritics and tatweel removed, Eastern digits as ASCII. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(FOLDED, (c) => FOLD[c])
    .replace(EASTERN_DIGITS, (d) => String((d.charCodeAt(0) - (d >= '\u06F0' ? 0x06f0 : 0x0660))));
}

/**
 * The article and the conjunction are written joined to Arabic words ("والإجازة", "بالإجازة"),
 * so a search for "إجازة" must find them. Documents store every word and this stripped form;
 * a search uses the stripped form only. Both sides strip in the same order (article, then wa-),
 * which is what makes them meet; wa- needs a 5+ letter word so that "وقت" and "ولد" survive.
 */
export function stripArabicPrefix(word: string): string {
  let w = word;
  const article = ARABIC_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 2);
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

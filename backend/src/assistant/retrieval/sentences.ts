/**
 * Sentence splitting for English and Arabic prose, used by the chunker (to cut very long
 * paragraphs) and by the extractive answer (to quote whole sentences).
 */

import { analyze } from '../analysis/analyze.js';

export interface Sentence {
  text: string;
  /** Offset of the sentence in the source text; keeps quotes in reading order. */
  start: number;
}

// Terminal punctuation (Latin and Arabic question mark), optional closing quotes, then space.
const BOUNDARY = /[.!?\u061F\u2026]+["'\u201D\u2019)\]]*\s+|\n+/g;
// Abbreviations that end in a period without ending the sentence; office text adds references
// to phone extensions, pages and numbered items ("ext. 4357", "p. 12", "No. 5").
const ABBREVIATIONS = new Set([
  'ext',
  'tel',
  'p',
  'pp',
  'vol',
  'dept',
  'ref',
  'cf',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'sr',
  'jr',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'no',
  'inc',
  'ltd',
  'co',
  'corp',
  'gen',
  'col',
  'lt',
  'sgt',
  'rev',
  'mt',
  'ft',
  'approx',
  'fig',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'u.s',
  'u.k',
]);

const LOWER = /\p{Ll}/u;
const LIST_NUMBER = /^\s*[\d\u0660-\u0669]{1,3}$/;

function endsWithAbbreviation(before: string): boolean {
  // Only the tail matters; matching `$` against a whole paragraph would make splitting quadratic.
  const tail = before.slice(-12);
  const last = /([\p{L}.]+)$/u.exec(tail)?.[1]?.toLowerCase() ?? '';
  if (last.length === 1 && /\p{Lu}/u.test(before.slice(-1))) return true; // initials: "J. R. R."
  return ABBREVIATIONS.has(last);
}

/** Splits text into sentences; a period followed by a lower-case word is not a boundary. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(text); m; m = BOUNDARY.exec(text)) {
    const end = m.index + m[0].length;
    const isNewline = m[0][0] === '\n';
    if (!isNewline) {
      const next = text[end] ?? '';
      if (LOWER.test(next)) continue;
      if (m[0][0] === '.' && endsWithAbbreviation(text.slice(start, m.index))) continue;
      // The number of a numbered list item ("1. Report the loss …") begins its sentence.
      if (m[0][0] === '.' && LIST_NUMBER.test(text.slice(start, m.index))) continue;
    }
    push(out, text, start, end);
    start = end;
  }
  push(out, text, start, text.length);
  return out;
}

function push(out: Sentence[], text: string, from: number, to: number): void {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (trimmed) out.push({ text: trimmed, start: from + lead });
}

export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(/\S+/g)) n++;
  return n;
}

// Each text's sentences as analysed terms, memoised: answering reads the same chunks' sentences
// for every question that reaches them (answerability, the re-ranking of the top hits).
const TERMS_CACHE_LIMIT = 4_000;
let termsCache = new Map<string, string[][]>();

/** The analysed terms of each sentence of the text (memoised by text). */
export function sentenceTerms(text: string): string[][] {
  let terms = termsCache.get(text);
  if (terms) return terms;
  terms = splitSentences(text).map((s) => analyze(s.text));
  if (termsCache.size >= TERMS_CACHE_LIMIT) termsCache = new Map();
  termsCache.set(text, terms);
  return terms;
}

/**
 * English–Arabic translations of words and short phrases, for questions asked in one language about
 * documents written in the other. Two data files, read on the first look-up and analysed into
 * index terms as words are looked up (the Arabic side on the first Arabic question), so that a
 * change of the analyser needs no rebuild:
 *
 * - `words/lexicon-workplace-en-ar.tsv`: general workplace, HR, finance, telecom and IT vocabulary
 *   with the senses a company's staff mean ("allowance" بدل, "customer" عميل) and Gulf forms and
 *   loanwords (بونص، لابتوب), written for this product; read first.
 * - `words/lexicon-en-ar.tsv`: FreeDict eng-ara and ara-eng 0.6.3 (the Arabeyes.org word list,
 *   GPL-2.0-or-later; built by `scripts/build-lexicon.mjs`), one line per headword as written.
 *
 * A general dictionary, not a table of our topics: most of its readings are not in any document and
 * are dropped by the caller, which also weighs them below the question's own words.
 */
import { readFileSync } from 'node:fs';
import type { Language } from '@kb/contracts';
import { termOf, words } from '../analysis/analyze.js';
import { conjunctionReading } from '../analysis/arabic.js';
import { SortedStringMap } from '../../shared/memory/sorted-strings.js';

/** Readings kept per word, in the files' order (the workplace file's first, then the dictionary's own translation). */
const MAX_READINGS = 12;
/** Longest phrase looked up, in words. */
export const MAX_PHRASE_WORDS = 3;
const FILES = ['lexicon-workplace-en-ar.tsv', 'lexicon-en-ar.tsv'];

/**
 * Held packed (issue 50: as Maps of strings and arrays the two directions took 27 MB of heap in
 * every instance that answered a question; packed, a third of that).
 */
interface Lexicon {
  /** English word or phrase as written (lower case, single spaces) -> its Arabic translations as written, "|"-joined per line. */
  enWords: SortedStringMap;
  /** Positions in `enWords` in the order the files first write each word (the Arabic index is built in that order). */
  firstSeen: Int32Array;
  /** Positions in `enWords` of the single English words, sorted as `enWords` is: a term's spellings are found among those sharing its first letters. */
  enSingles: Int32Array;
  /** Arabic index term, or a phrase's terms space-joined -> English readings; built on the first Arabic look-up. */
  ar: SortedStringMap | null;
}

let lexicon: Lexicon | undefined;
/** Analysed readings, made on first look-up: analysing the whole file at load took seconds. */
const readingsOfWord = new Map<string, string[]>();
const readingsOfTerm = new Map<string, string[]>();

const termsOf = (phrase: string) =>
  words(phrase)
    .map((w) => termOf(w))
    .filter((t): t is string => !!t)
    .join(' ');

/**
 * An Arabic reading's terms, and the same words as a document writes them without the article:
 * "الولاء" stems to ولاء but "ولاء" alone (برنامج ولاء العملاء) to لاء, the waw read as the
 * conjunction; the caller keeps only readings the index holds.
 */
function arabicTermsOf(phrase: string): string[] {
  const terms = termsOf(phrase);
  if (!terms) return [];
  const bare = terms
    .split(' ')
    .map((t) => conjunctionReading(t) ?? t)
    .join(' ');
  return bare === terms ? [terms] : [terms, bare];
}

function push(map: Map<string, string[]>, key: string, reading: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [reading]);
  else if (list.length < MAX_READINGS && !list.includes(reading)) list.push(reading);
}

function read(file: string): string {
  try {
    return readFileSync(new URL(`./words/${file}`, import.meta.url), 'utf8');
  } catch {
    return '';
  }
}

const ENGLISH_WORD = /^[a-z]+$/;

function load(): Lexicon {
  const lines = new Map<string, string[]>();
  for (const file of FILES) {
    for (const line of read(file).split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const tab = line.indexOf('\t');
      const written = line.slice(0, tab).toLowerCase().replace(/\s+/g, ' ').trim();
      const translations = line.slice(tab + 1);
      const list = lines.get(written);
      if (list) list.push(translations);
      else lines.set(written, [translations]);
    }
  }
  const enWords = SortedStringMap.of(lines);
  const firstSeen = Int32Array.from(lines.keys(), (w) => enWords.indexOf(w));
  const singles: number[] = [];
  for (let i = 0; i < enWords.size; i++) if (ENGLISH_WORD.test(enWords.keys.at(i))) singles.push(i);
  return { enWords, firstSeen, enSingles: Int32Array.from(singles), ar: null };
}

/**
 * The single English words written that the analyser reads as `term` ("custom", "customer",
 * "customs"): stemming keeps a word's first letters, so only the words sharing the term's first
 * three are analysed (analysing every headword at load took seconds).
 */
function spellingsOf(term: string): string[] {
  const { enWords, enSingles } = lexicon!;
  const word = (i: number) => enWords.keys.at(enSingles[i]);
  const prefix = term.slice(0, 3);
  let lo = 0;
  let hi = enSingles.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (word(mid) < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < enSingles.length && word(i).startsWith(prefix); i++) if (termOf(word(i)) === term) out.push(word(i));
  return out;
}

/** The Arabic readings of an English word or phrase as written, analysed (memoised). */
function arabicOf(written: string): string[] | undefined {
  let out = readingsOfWord.get(written);
  if (out) return out;
  const lines = lexicon!.enWords.get(written);
  if (!lines) return undefined;
  out = [];
  for (const line of lines)
    for (const phrase of line.split('|'))
      for (const ar of arabicTermsOf(phrase)) if (!out.includes(ar) && out.length < MAX_READINGS) out.push(ar);
  readingsOfWord.set(written, out);
  return out;
}

/** Arabic term (or phrase) -> English readings: built on the first Arabic look-up, in the files' order. */
function arabicIndex(): SortedStringMap {
  const lex = lexicon!;
  if (lex.ar) return lex.ar;
  const out = new Map<string, string[]>();
  for (const at of lex.firstSeen) {
    const en = termsOf(lex.enWords.keys.at(at));
    if (!en) continue;
    for (const line of lex.enWords.valuesAt(at))
      for (const phrase of line.split('|'))
        for (const ar of arabicTermsOf(phrase)) if (ar.split(' ').length <= MAX_PHRASE_WORDS) push(out, ar, en);
  }
  lex.ar = SortedStringMap.of(out);
  return lex.ar;
}

/** Each spelling's readings taken in turn, so that every spelling keeps its first sense ("custom" عادة, "customer" زبون). */
function interleaved(term: string, spellings: readonly string[]): string[] {
  let out = readingsOfTerm.get(term);
  if (out) return out;
  const lists = spellings.map((w) => arabicOf(w) ?? []);
  out = [];
  for (let i = 0; out.length < MAX_READINGS && lists.some((l) => i < l.length); i++) {
    for (const l of lists) if (i < l.length && !out.includes(l[i]) && out.length < MAX_READINGS) out.push(l[i]);
  }
  readingsOfTerm.set(term, out);
  return out;
}

/** The singular or base form a plural or inflected English word may be listed under. */
function baseForms(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}

/**
 * Readings of an index term in the other language: each a run of index terms (space-joined when a
 * word is translated by a phrase, "password" -> "كلم سر"). `from` is the term's own language;
 * `written`, the English word as the question wrote it, is looked up before its analysed term
 * ("allowance", not "allow").
 */
export function translationsOf(term: string, from: Language, written?: string): readonly string[] {
  lexicon ??= load();
  if (from === 'ar') return arabicIndex().get(term) ?? [];
  const word = written?.toLowerCase();
  if (word) {
    const own =
      arabicOf(word) ??
      baseForms(word)
        .map((w) => arabicOf(w))
        .find((r) => r !== undefined);
    if (own) return own;
  }
  return interleaved(term, /^[a-z]/.test(term) ? spellingsOf(term) : []);
}

/**
 * Readings of a phrase of two or three words: English words as written, Arabic ones as their index
 * terms ("notice period" فترة الإشعار, "ساعات العمل" working hours). Empty when the lexicon has no such phrase.
 */
export function phraseTranslationsOf(phrase: readonly string[], from: Language): readonly string[] {
  lexicon ??= load();
  const key = phrase.join(' ');
  if (from === 'ar') return arabicIndex().get(key) ?? [];
  const lower = key.toLowerCase();
  return arabicOf(lower) ?? arabicOf(lower.replace(/s$/, '')) ?? [];
}

/** Reads the lexicon now rather than on the first cross-language question. */
export function loadLexicon(): void {
  lexicon ??= load();
}

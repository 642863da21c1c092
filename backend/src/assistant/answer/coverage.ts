/**
 * How much of a question a piece of text covers, word by word: each question word (a group of
 * the query plan) counts with its idf, fully when the text holds it, partly for a look-alike
 * (Arabic inflections, "Europe" / "European"). Look-alike scores are memoised per answer: the
 * same few hundred words recur across a document's units.
 */
import { inRange, isRangeTerm, numberValue } from '../analysis/numbers.js';
import type { SearchResult } from '../retrieval/search-types.js';

// Bigram Dice at or above which a passage word counts as a variant of a question word. Arabic
// translations inflect differently (لاسترداد / استرداد) and light stemming leaves proclitics on;
// matched against one passage's ~100 words, a look-alike is rarely a different word.
const VARIANT_SIMILARITY = 0.6;

// Each word's bigrams as sorted integer codes (with word-boundary marks), cached: answering
// compares the same few hundred words many times, and building strings per comparison was
// most of an answer's time (measured: 2.9 of 3.6 ms a question at 1k chunks).
const BIGRAM_CACHE_LIMIT = 50_000;
let bigramCache = new Map<string, Int32Array>();

function bigramCodes(word: string): Int32Array {
  let codes = bigramCache.get(word);
  if (codes) return codes;
  const s = `^${word}$`;
  codes = new Int32Array(s.length - 1);
  for (let i = 0; i + 1 < s.length; i++) codes[i] = s.charCodeAt(i) * 65536 + s.charCodeAt(i + 1);
  codes.sort();
  if (bigramCache.size >= BIGRAM_CACHE_LIMIT) bigramCache = new Map();
  bigramCache.set(word, codes);
  return codes;
}

/** Dice coefficient of the two words' character bigrams (with word-boundary marks), 0..1. */
export function bigramDice(a: string, b: string): number {
  const x = bigramCodes(a);
  const y = bigramCodes(b);
  // Multiset intersection of two sorted lists.
  let common = 0;
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (x[i] === y[j]) {
      common++;
      i++;
      j++;
    } else if (x[i] < y[j]) i++;
    else j++;
  }
  return (2 * common) / (x.length + y.length);
}

/** One part of a text as `Coverage.match` reads it (see `Coverage.part`). */
export interface CoveragePart {
  hasWord: boolean;
  reading: number;
  range: boolean;
  lookAlike: number;
}

/** How well a range containing a number stands for the number itself. */
const RANGE_MATCH = 0.9;

export class Coverage {
  /** Per question word: its readings in the index (expansions of an unknown word) and how sure each is. */
  private readonly readings: Map<string, number>[];
  /** Per question word: its readings of several terms ("chief executive officer" for "ceo"). */
  private readonly phrases: { terms: string[]; match: number }[][];
  /** Per question word: look-alike scores of the passage words met so far. */
  private readonly memo: Map<string, number>[];
  /** Per question word: whether the index holds the word itself. */
  private readonly exact: boolean[];

  constructor(
    private readonly search: Pick<SearchResult, 'words' | 'terms'>,
    /** Compare a word the index holds with every passage word, not only those sharing its opening letters. */
    private readonly options: { everyLookAlike?: boolean } = {},
  ) {
    this.readings = search.words.map(() => new Map<string, number>());
    this.phrases = search.words.map(() => []);
    for (const t of search.terms) {
      const r = this.readings[t.group];
      if (!r) continue;
      // A reading of several terms (an abbreviation's phrase) is met only where all of them are.
      if (t.term.includes(' ')) this.phrases[t.group].push({ terms: t.term.split(' '), match: t.match });
      else r.set(t.term, Math.max(r.get(t.term) ?? 0, t.match));
    }
    this.memo = search.words.map(() => new Map<string, number>());
    this.exact = search.words.map((w, g) => this.readings[g].get(w.term) === 1);
  }

  get groups(): number {
    return this.search.words.length;
  }

  /** Whether the index knows the word (itself, a reading of it or a synonym; not a mere look-alike). */
  known(group: number): boolean {
    for (const match of this.readings[group].values()) if (match >= 0.8) return true;
    return false;
  }

  /** Whether the index holds a look-alike of an unknown word (a fuzzy reading, e.g. a misspelling). */
  lookAlike(group: number): boolean {
    return this.readings[group].size > 0;
  }

  idf(group: number): number {
    return this.search.words[group].idf;
  }

  term(group: number): string {
    return this.search.words[group].term;
  }

  /** Whether the terms hold the question word itself or one of its readings (a synonym, a translation), look-alikes aside. */
  holds(group: number, present: ReadonlySet<string>): boolean {
    if (present.has(this.search.words[group].term)) return true;
    for (const term of this.readings[group].keys()) if (present.has(term)) return true;
    return this.phrases[group].some((phrase) => phrase.terms.every((t) => present.has(t)));
  }

  /** 1 when the terms hold the question word itself, its reading or look-alike score, else 0. */
  match(group: number, present: ReadonlySet<string>): number {
    const word = this.search.words[group].term;
    if (present.has(word)) return 1;
    let best = 0;
    for (const [term, match] of this.readings[group]) if (present.has(term)) best = Math.max(best, match);
    for (const phrase of this.phrases[group]) if (phrase.match > best && phrase.terms.every((t) => present.has(t))) best = phrase.match;
    if (best >= VARIANT_SIMILARITY) return best;
    // A number asked about meets a range stating it ("30 lines" / "26 to 50 lines").
    const value = numberValue(word);
    if (value !== undefined) {
      for (const p of present) if (isRangeTerm(p) && inRange(p, value)) return RANGE_MATCH;
      return best;
    }
    // Look-alikes only for words the index does not hold as such: a known word is matched by its
    // own stem, and comparing it with every word of every unit was most of an answer's time.
    // A word the index holds as such is compared only with words sharing its opening letters (an
    // inflection or a clitic keeps them: "european", لاسترداد); comparing it with every word of
    // every unit was most of an answer's time.
    const head = this.exact[group] && !this.options.everyLookAlike ? word.slice(0, 2) : null;
    const memo = this.memo[group];
    for (const p of present) {
      if (head !== null && !p.includes(head) && !word.includes(p.slice(0, 2))) continue;
      let d = memo.get(p);
      if (d === undefined) {
        d = this.dice(word, p);
        memo.set(p, d);
      }
      if (d >= VARIANT_SIMILARITY && d > best) best = d;
    }
    return best;
  }

  /**
   * What `match` reads of one part of a text (a title, one sentence), for `matchParts`: whether the
   * part holds the word itself, its best reading, a range stating the number, its best look-alike.
   */
  part(group: number, terms: ReadonlySet<string>): CoveragePart {
    const word = this.search.words[group].term;
    const hasWord = terms.has(word);
    let reading = 0;
    for (const [term, match] of this.readings[group]) if (terms.has(term)) reading = Math.max(reading, match);
    const value = numberValue(word);
    let range = false;
    if (value !== undefined) for (const p of terms) if (isRangeTerm(p) && inRange(p, value)) range = true;
    let lookAlike = 0;
    if (value === undefined && !hasWord && reading < VARIANT_SIMILARITY) lookAlike = this.match(group, terms);
    return { hasWord, reading, range, lookAlike };
  }

  /**
   * `match(group, union of the parts)` from the parts alone: every step of `match` is a "some part
   * holds" or a maximum over the words, so it splits over a union exactly. A word read as a phrase
   * needs all its terms in one set, so `union` is built and matched for it.
   */
  matchParts(group: number, parts: readonly CoveragePart[], union: () => ReadonlySet<string>): number {
    if (this.phrases[group].length > 0 || (this.exact[group] && !this.options.everyLookAlike)) return this.match(group, union());
    let best = 0;
    for (const p of parts) {
      if (p.hasWord) return 1;
      best = Math.max(best, p.reading);
    }
    if (best >= VARIANT_SIMILARITY) return best;
    if (numberValue(this.search.words[group].term) !== undefined) return parts.some((p) => p.range) ? RANGE_MATCH : best;
    for (const p of parts) if (p.lookAlike >= VARIANT_SIMILARITY && p.lookAlike > best) best = p.lookAlike;
    return best;
  }

  private dice(a: string, b: string): number {
    // Words of very different lengths cannot reach the similarity: skip the bigram count.
    if ((2 * (Math.min(a.length, b.length) + 1)) / (a.length + b.length + 2) < VARIANT_SIMILARITY) return 0;
    return bigramDice(a, b);
  }
}

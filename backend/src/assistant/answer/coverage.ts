/**
 * How much of a question a piece of text covers, word by word: each question word (a group of
 * the query plan) counts with its idf, fully when the text holds it, partly for a look-alike
 * (Arabic inflections, "Europe" / "European"). Look-alike scores are memoised per answer: the
 * same few hundred words recur across a document's units.
 */
import { bigramDice } from './answerability.js';
import type { SearchResult } from '../retrieval/search-types.js';

const VARIANT_SIMILARITY = 0.6;

export class Coverage {
  /** Per question word: its readings in the index (expansions of an unknown word) and how sure each is. */
  private readonly readings: Map<string, number>[];
  private readonly memo = new Map<string, number>();

  constructor(private readonly search: SearchResult) {
    this.readings = search.words.map(() => new Map<string, number>());
    for (const t of search.terms) {
      const r = this.readings[t.group];
      if (r) r.set(t.term, Math.max(r.get(t.term) ?? 0, t.match));
    }
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

  /** 1 when the terms hold the question word itself, its reading or look-alike score, else 0. */
  match(group: number, present: ReadonlySet<string>): number {
    const word = this.search.words[group].term;
    if (present.has(word)) return 1;
    let best = 0;
    for (const [term, match] of this.readings[group]) if (present.has(term)) best = Math.max(best, match);
    if (best >= VARIANT_SIMILARITY) return best;
    for (const p of present) {
      const d = this.dice(word, p);
      if (d >= VARIANT_SIMILARITY && d > best) best = d;
    }
    return best;
  }

  private dice(a: string, b: string): number {
    // Words of very different lengths cannot reach the similarity: skip the bigram count.
    if ((2 * (Math.min(a.length, b.length) + 1)) / (a.length + b.length + 2) < VARIANT_SIMILARITY) return 0;
    const key = `${a}\u0000${b}`;
    let d = this.memo.get(key);
    if (d === undefined) {
      d = bigramDice(a, b);
      this.memo.set(key, d);
    }
    return d;
  }
}

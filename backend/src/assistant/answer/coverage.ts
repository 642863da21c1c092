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
  /** Per question word: look-alike scores of the passage words met so far. */
  private readonly memo: Map<string, number>[];
  /** Per question word: whether the index holds the word itself. */
  private readonly exact: boolean[];

  constructor(private readonly search: SearchResult) {
    this.readings = search.words.map(() => new Map<string, number>());
    for (const t of search.terms) {
      const r = this.readings[t.group];
      if (r) r.set(t.term, Math.max(r.get(t.term) ?? 0, t.match));
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

  /** 1 when the terms hold the question word itself, its reading or look-alike score, else 0. */
  match(group: number, present: ReadonlySet<string>): number {
    const word = this.search.words[group].term;
    if (present.has(word)) return 1;
    let best = 0;
    for (const [term, match] of this.readings[group]) if (present.has(term)) best = Math.max(best, match);
    if (best >= VARIANT_SIMILARITY) return best;
    // Look-alikes only for words the index does not hold as such: a known word is matched by its
    // own stem, and comparing it with every word of every unit was most of an answer's time.
    // A word the index holds as such is compared only with words sharing its opening letters (an
    // inflection or a clitic keeps them: "european", لاسترداد); comparing it with every word of
    // every unit was most of an answer's time.
    const head = this.exact[group] ? word.slice(0, 2) : null;
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

  private dice(a: string, b: string): number {
    // Words of very different lengths cannot reach the similarity: skip the bigram count.
    if ((2 * (Math.min(a.length, b.length) + 1)) / (a.length + b.length + 2) < VARIANT_SIMILARITY) return 0;
    return bigramDice(a, b);
  }
}

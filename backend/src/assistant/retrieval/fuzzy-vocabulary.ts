/**
 * Character-trigram lookup over the index vocabulary, for query terms the index has never seen.
 * Arabic translations spell foreign names several ways (ألين / ألان) and attach clitics the light
 * stemmer leaves on (بسبعة); matching such a word to its nearest indexed spellings recovers the
 * link. It runs on the vocabulary, not on documents, so it costs nothing for known terms.
 * The term ids of each trigram live in one ListPool (issue 50: a number[] a trigram before).
 */
import { ListPool } from '../../shared/memory/list-pool.js';

export interface FuzzyMatch {
  termId: number;
  /** Dice coefficient of trigram sets, 0..1. */
  similarity: number;
}

const MIN_LENGTH = 4;

function trigrams(term: string): string[] {
  const padded = `^${term}$`;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

export class FuzzyVocabulary {
  private grams = new Map<string, number>();
  private lists = new ListPool();
  private gramCounts = new Uint16Array(0);

  /** A vocabulary with the fields of a deserialised one. */
  static from(state: object): FuzzyVocabulary {
    const { lists, ...rest } = state as { lists: object };
    return Object.assign(new FuzzyVocabulary(), rest, { lists: ListPool.from(lists) });
  }

  /** Registers a new vocabulary term; short terms are skipped (too many look-alikes). */
  add(term: string, termId: number): void {
    if (term.length < MIN_LENGTH) return;
    const grams = trigrams(term);
    if (this.gramCounts.length <= termId) {
      const counts = new Uint16Array(Math.max(termId + 1, Math.ceil(this.gramCounts.length * 1.5) + 16));
      counts.set(this.gramCounts);
      this.gramCounts = counts;
    }
    this.gramCounts[termId] = Math.min(grams.length, 0xffff);
    for (const g of grams) {
      let list = this.grams.get(g);
      if (list === undefined) this.grams.set(g, (list = this.lists.create()));
      this.lists.push(list, termId);
    }
  }

  /**
   * Indexed terms most similar to `term`, best first. `accept` lets the caller skip terms no
   * longer present in any live chunk.
   */
  lookup(term: string, minSimilarity: number, max: number, accept: (id: number) => boolean): FuzzyMatch[] {
    if (term.length < MIN_LENGTH) return [];
    const grams = trigrams(term);
    const shared = new Map<number, number>();
    const { values, start, length } = this.lists;
    for (const g of grams) {
      const list = this.grams.get(g);
      if (list === undefined) continue;
      for (let i = start[list], end = i + length[list]; i < end; i++) shared.set(values[i], (shared.get(values[i]) ?? 0) + 1);
    }
    const out: FuzzyMatch[] = [];
    for (const [termId, count] of shared) {
      const similarity = (2 * count) / (grams.length + (this.gramCounts[termId] ?? 0));
      if (similarity >= minSimilarity && accept(termId)) out.push({ termId, similarity });
    }
    out.sort((a, b) => b.similarity - a.similarity);
    return out.slice(0, max);
  }

  /** Lays the trigram lists out end to end (ListPool.compact). */
  compact(): void {
    this.lists.compact();
  }

  byteSizeEstimate(): number {
    return this.lists.byteSize() + 64 * this.grams.size + this.gramCounts.byteLength;
  }
}

/**
 * Character-trigram lookup over the index vocabulary, for query terms the index has never seen.
 * Arabic translations spell foreign names several ways (ألين / ألان) and attach clitics the light
 * stemmer leaves on (بسبعة); matching such a word to its nearest indexed spellings recovers the
 * link. It runs on the vocabulary, not on documents, so it costs nothing for known terms.
 */

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
  private readonly grams = new Map<string, number[]>();
  private readonly gramCounts: number[] = [];

  /** Registers a new vocabulary term; short terms are skipped (too many look-alikes). */
  add(term: string, termId: number): void {
    if (term.length < MIN_LENGTH) return;
    const grams = trigrams(term);
    this.gramCounts[termId] = grams.length;
    for (const g of grams) {
      let list = this.grams.get(g);
      if (!list) this.grams.set(g, (list = []));
      list.push(termId);
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
    for (const g of grams) {
      const list = this.grams.get(g);
      if (!list) continue;
      for (const id of list) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const out: FuzzyMatch[] = [];
    for (const [termId, count] of shared) {
      const similarity = (2 * count) / (grams.length + (this.gramCounts[termId] ?? 0));
      if (similarity >= minSimilarity && accept(termId)) out.push({ termId, similarity });
    }
    out.sort((a, b) => b.similarity - a.similarity);
    return out.slice(0, max);
  }

  byteSizeEstimate(): number {
    let n = 0;
    for (const list of this.grams.values()) n += 8 * list.length + 64;
    return n + 8 * this.gramCounts.length;
  }
}

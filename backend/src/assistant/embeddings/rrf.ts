/** Reciprocal rank fusion's constant (Cormack, Clarke & Büttcher 2009): damps the weight of the very first ranks. */
export const RRF_K = 60;

export interface Fused {
  id: string;
  score: number;
  /** 1-based rank in each input list, or null where the list does not have the id. */
  ranks: (number | null)[];
}

/**
 * Fuses ranked id lists: score(d) = Σ 1 / (k + rank_i(d)) over the lists that hold d. Ties go to
 * the better rank in the earlier list, then the later ones (so BM25, passed first, wins a tie
 * with a document only the dense side found).
 */
export function reciprocalRankFusion(lists: readonly (readonly string[])[], k = RRF_K): Fused[] {
  const byId = new Map<string, Fused>();
  lists.forEach((list, i) => {
    list.forEach((id, position) => {
      let f = byId.get(id);
      if (!f) {
        f = { id, score: 0, ranks: lists.map(() => null) };
        byId.set(id, f);
      }
      if (f.ranks[i] !== null) return; // an id twice in one list counts at its best rank
      f.ranks[i] = position + 1;
      f.score += 1 / (k + position + 1);
    });
  });
  return [...byId.values()].sort((a, b) => b.score - a.score || compareRanks(a.ranks, b.ranks));
}

function compareRanks(a: (number | null)[], b: (number | null)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? Infinity;
    const y = b[i] ?? Infinity;
    if (x !== y) return x - y;
  }
  return 0;
}

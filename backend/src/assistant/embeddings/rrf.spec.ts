import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from './rrf.js';

describe('reciprocal rank fusion', () => {
  it('adds 1/(k + rank) over the lists that hold a document', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['c', 'd'],
    ]);
    const score = Object.fromEntries(fused.map((f) => [f.id, f.score]));
    expect(score.a).toBeCloseTo(1 / (RRF_K + 1));
    expect(score.c).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 1));
    expect(score.d).toBeCloseTo(1 / (RRF_K + 2));
    // b and d tie at 1/62: the earlier list's wins.
    expect(fused.map((f) => f.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(fused[0].ranks).toEqual([3, 1]);
  });

  it('breaks a tie in favour of the earlier list', () => {
    expect(reciprocalRankFusion([['bm25-only'], ['dense-only']]).map((f) => f.id)).toEqual(['bm25-only', 'dense-only']);
  });

  it('keeps a single list in its order and counts a repeated id once', () => {
    expect(reciprocalRankFusion([['x', 'y', 'x', 'z'], []]).map((f) => [f.id, f.ranks[0]])).toEqual([
      ['x', 1],
      ['y', 2],
      ['z', 4],
    ]);
  });
});

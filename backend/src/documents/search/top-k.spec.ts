import { describe, expect, it } from 'vitest';
import { topK } from './top-k.js';

describe('topK', () => {
  it('returns the same first k as a full sort, for small and large k', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const items = Array.from({ length: 5000 }, () => Math.floor(rand() * 1000));
    const desc = (a: number, b: number) => b - a;
    for (const k of [1, 10, 100, 1300, 5000, 9000]) {
      expect(topK(items, k, desc), String(k)).toEqual([...items].sort(desc).slice(0, k));
    }
    expect(topK([], 10, desc)).toEqual([]);
  });
});

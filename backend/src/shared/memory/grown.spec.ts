import { describe, expect, it } from 'vitest';
import { grown } from './grown.js';
import { ListPool } from './list-pool.js';

describe('grown', () => {
  it('keeps the values, growing a small array by half and a large one by an eighth', () => {
    const small = Uint32Array.from([1, 2, 3, 4]);
    expect([...grown(small, 5)].slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(grown(small, 5).length).toBe(4 + 2 + 16);
    expect(grown(small, 4)).toBe(small);
    const large = new Uint32Array(1 << 22).fill(7);
    const next = grown(large, large.length + 1);
    expect(next.length).toBe(large.length + large.length / 8);
    expect(next[large.length - 1]).toBe(7);
  });

  it('lets a large compacted pool (as a snapshot restores it) take new postings for an eighth more, not half', () => {
    // given a pool of 2^21 postings laid out compact, as a snapshot leaves it
    const pool = new ListPool(true);
    const lists = Array.from({ length: 4096 }, () => pool.create());
    for (let i = 0; i < 1 << 21; i++) pool.push(lists[i % lists.length], i, 1, 1);
    pool.compact();
    const before = pool.values.length;
    // when new documents add terms past the spare the compaction left
    const added = Array.from({ length: 1 << 18 }, (_, i) => {
      const list = pool.create();
      pool.push(list, i, 2, 3);
      return list;
    });
    // then the pool's arrays grew by an eighth, and every posting reads back
    expect(pool.values.length / before).toBeLessThan(1.2);
    expect(pool.freqA.length).toBe(pool.values.length);
    expect([...pool.view(added[12345])]).toEqual([12345]);
    expect([...pool.view(lists[5]).subarray(0, 2)]).toEqual([5, 5 + 4096]);
  });
});

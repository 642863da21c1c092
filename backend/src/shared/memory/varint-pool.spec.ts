import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from 'node:v8';
import { VarintPool } from './varint-pool.js';

describe('VarintPool', () => {
  it('gives back each set sorted, without repeats, small gaps in one byte each', () => {
    const pool = new VarintPool();
    pool.set(0, [5, 3, 3, 1]);
    pool.set(2, [0, 127, 128, 2 ** 32 - 1]);
    expect([...pool.get(0)]).toEqual([1, 3, 5]);
    expect([...pool.get(1)]).toEqual([]);
    expect([...pool.get(2)]).toEqual([0, 127, 128, 2 ** 32 - 1]);
    expect(pool.size[0]).toBe(3);
    expect(pool.sizeOf(2)).toBe(4);
    expect([...pool.get(99)]).toEqual([]);
  });

  it('replaces and clears sets, compacting once dead bytes outnumber live ones', () => {
    // given many sets, most cleared or replaced
    const pool = new VarintPool();
    for (let k = 0; k < 2000; k++) pool.set(k, [k, k + 1, k + 1000]);
    for (let k = 0; k < 2000; k++) if (k % 4) pool.clear(k);
    // when one more is set
    pool.set(0, [7]);
    // then the dead bytes were dropped and every live set reads the same
    expect(pool.dead).toBeLessThan(pool.top);
    expect(pool.top).toBeLessThan(2000 * 4);
    expect([...pool.get(0)]).toEqual([7]);
    expect([...pool.get(4)]).toEqual([4, 5, 1004]);
    expect([...pool.get(1996)]).toEqual([1996, 1997, 2996]);
    expect([...pool.get(5)]).toEqual([]);
  });

  it('survives v8.serialize as plain data', () => {
    const pool = new VarintPool();
    pool.set(3, [9, 300, 70000]);
    const copy = VarintPool.from(deserialize(serialize({ ...pool })) as object);
    expect([...copy.get(3)]).toEqual([9, 300, 70000]);
  });
});

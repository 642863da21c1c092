import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from 'node:v8';
import { EXACT, ListPool, sizeClassOf } from './list-pool.js';

const contents = (pool: ListPool, list: number) => {
  const at = pool.start[list];
  const n = pool.length[list];
  return {
    values: [...pool.values.subarray(at, at + n)],
    a: pool.withFreqs ? [...pool.freqA.subarray(at, at + n)] : [],
    b: pool.withFreqs ? [...pool.freqB.subarray(at, at + n)] : [],
  };
};

describe('ListPool', () => {
  it('gives each new list its own block of one value', () => {
    // given a pool; when two lists are made
    const pool = new ListPool();
    const [a, b] = [pool.create(), pool.create()];
    // then they are empty, in blocks of class 0, apart
    expect([a, b]).toEqual([0, 1]);
    expect([...pool.view(a)]).toEqual([]);
    expect(pool.start[a]).not.toBe(pool.start[b]);
    expect(pool.top).toBe(2);
  });

  it('grows a list into blocks of the next power of two, keeping its values and frequencies', () => {
    const pool = new ListPool(true);
    const list = pool.create();
    pool.create();
    for (let i = 0; i < 5; i++) pool.push(list, 100 + i, i, 300);
    expect(contents(pool, list)).toEqual({ values: [100, 101, 102, 103, 104], a: [0, 1, 2, 3, 4], b: [255, 255, 255, 255, 255] });
    expect(pool.sizeClass[list]).toBe(3);
    expect([1, 2, 3, 4, 5, 8, 9].map(sizeClassOf)).toEqual([0, 1, 2, 2, 3, 3, 4]);
  });

  it('reuses the blocks a growing list left behind', () => {
    // given a list that grew through classes 0, 1 and 2 (leaving one block of each free)
    const pool = new ListPool();
    const big = pool.create();
    for (let i = 0; i < 5; i++) pool.push(big, i);
    const top = pool.top;
    // when another list grows to four values
    const small = pool.create();
    for (let i = 0; i < 4; i++) pool.push(small, 10 + i);
    // then it lives in those freed blocks: the pool did not grow
    expect(pool.top).toBe(top);
    expect([...pool.view(small)]).toEqual([10, 11, 12, 13]);
    expect([...pool.view(big)]).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees a cleared list for reuse', () => {
    const pool = new ListPool();
    const list = pool.create();
    for (let i = 0; i < 8; i++) pool.push(list, i);
    pool.clear(list);
    expect([...pool.view(list)]).toEqual([]);
    const top = pool.top;
    const other = pool.create();
    for (let i = 0; i < 8; i++) pool.push(other, i);
    // (its first one-value block is new: the cleared list took back the free one)
    expect(pool.top).toBe(top + 1);
  });

  it('compacts: drops the values not kept, keeps order, and leaves no free block behind', () => {
    // given lists with slack (grown past their needs) and free blocks
    const pool = new ListPool(true);
    const lists = [pool.create(), pool.create(), pool.create()];
    for (let i = 0; i < 9; i++) pool.push(lists[0], i, i, 9 - i);
    for (let i = 0; i < 3; i++) pool.push(lists[1], 20 + i, 1, 0);
    pool.clear(lists[2]);
    expect(pool.slack()).toBeGreaterThan(0);
    // when compacted keeping the even values
    const dropped = pool.compact((v) => v % 2 === 0);
    // then
    expect(dropped).toBe(5);
    expect(contents(pool, lists[0])).toEqual({ values: [0, 2, 4, 6, 8], a: [0, 2, 4, 6, 8], b: [9, 7, 5, 3, 1] });
    expect(contents(pool, lists[1])).toEqual({ values: [20, 22], a: [1, 1], b: [0, 0] });
    expect(pool.free.every((f) => f.length === 0)).toBe(true);
    // each short list in a block of exactly its length (an empty one in a block of one)
    expect(pool.top).toBe(5 + 2 + 1);
    expect(pool.values.length).toBe(8 + 1);
    expect(pool.slack()).toBe(1);
    expect([...pool.sizeClass]).toEqual([EXACT, EXACT, 0]);
    // and the lists still grow afterwards, out of their exact blocks into the size classes
    pool.push(lists[2], 7, 1, 1);
    pool.push(lists[0], 10, 3, 4);
    pool.push(lists[0], 12, 5, 6);
    expect(contents(pool, lists[2]).values).toEqual([7]);
    expect(contents(pool, lists[0])).toEqual({ values: [0, 2, 4, 6, 8, 10, 12], a: [0, 2, 4, 6, 8, 3, 5], b: [9, 7, 5, 3, 1, 4, 6] });
    expect(pool.sizeClass[lists[0]]).toBe(3);
    expect(contents(pool, lists[1])).toEqual({ values: [20, 22], a: [1, 1], b: [0, 0] });
  });

  it('survives v8.serialize as plain data', () => {
    const pool = new ListPool(true);
    const list = pool.create();
    for (let i = 0; i < 6; i++) pool.push(list, i * 3, 1, 2);
    const copy = ListPool.from(deserialize(serialize({ ...pool })) as object);
    expect(contents(copy, list)).toEqual(contents(pool, list));
    copy.push(list, 99);
    expect([...copy.view(list)]).toEqual([0, 3, 6, 9, 12, 15, 99]);
  });

  it('compacts a long list into a block with an eighth to spare, so the next values need no move', () => {
    const pool = new ListPool();
    const list = pool.create();
    for (let i = 0; i < 16; i++) pool.push(list, i);
    pool.compact();
    const start = pool.start[list];
    expect(pool.capacity[list]).toBe(18);
    pool.push(list, 16);
    pool.push(list, 17);
    expect(pool.start[list]).toBe(start);
    pool.push(list, 18);
    expect(pool.start[list]).not.toBe(start);
    expect([...pool.view(list)]).toEqual(Array.from({ length: 19 }, (_, i) => i));
  });
});

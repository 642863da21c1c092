import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from 'node:v8';
import { GapLists } from './gap-lists.js';

describe('GapLists', () => {
  it('gives back ascending values pushed on many lists, small gaps in one byte each', () => {
    // given lists of small gaps, large gaps and one value each
    const lists = new GapLists();
    const [dense, sparse, single] = [lists.create(), lists.create(), lists.create()];
    const denseValues = Array.from({ length: 100 }, (_, i) => i * 2);
    const sparseValues = [0, 200, 70_000, 2 ** 31 + 5, 2 ** 32 - 1];
    for (const v of denseValues) lists.push(dense, v);
    for (const v of sparseValues) lists.push(sparse, v);
    lists.push(single, 9);
    // then each reads back as pushed
    expect(lists.values(dense)).toEqual(denseValues);
    expect(lists.values(sparse)).toEqual(sparseValues);
    expect(lists.values(single)).toEqual([9]);
    expect(lists.used[dense]).toBe(100);
    expect(lists.count[sparse]).toBe(5);
    // and a dense list takes a quarter of the 32-bit values a plain list would
    expect(lists.pool.length[dense]).toBe(25);
  });

  it('refuses a value not above the last one', () => {
    const lists = new GapLists();
    const list = lists.create();
    lists.push(list, 5);
    expect(() => lists.push(list, 5)).toThrow(/not above/);
  });

  it('reads the same after compaction and through v8.serialize, and grows on afterwards', () => {
    const lists = new GapLists();
    const ids = Array.from({ length: 20 }, () => lists.create());
    for (let v = 0; v < 400; v++) lists.push(ids[v % 20], v * 37);
    const before = ids.map((l) => lists.values(l));
    lists.compact();
    expect(ids.map((l) => lists.values(l))).toEqual(before);
    const copy = GapLists.from(deserialize(serialize(lists.state())) as object);
    expect(ids.map((l) => copy.values(l))).toEqual(before);
    copy.push(ids[3], 1_000_000);
    lists.push(ids[3], 1_000_000);
    expect(copy.values(ids[3])).toEqual([...before[3], 1_000_000]);
    expect(ids.map((l) => copy.values(l))).toEqual(ids.map((l) => lists.values(l)));
  });
});

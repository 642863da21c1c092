import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../testing/event-loop-turns.js';
import { deserializeOwned, Freezer, serializeInTurns } from './snapshot-bytes.js';

describe('a snapshot written a piece at a time', () => {
  const shared = { list: Int32Array.from([-1, 7]) };
  const state = {
    at: { major: 3n, minor: 9n },
    empty: {},
    docs: new Map([['d1', { title: 'سياسة العمل عن بعد', shared }]]),
    index: {
      terms: ['leave', 'إجازة'],
      postings: { slots: Uint32Array.from([3, 1, 4]), tf: Uint8Array.from([9, 2, 6]), size: 3 },
      shelved: new Uint8Array([1, 2, 3]),
      also: shared.list,
      none: null,
    },
  };

  it('reads back as the same state, a typed array met twice still one array', async () => {
    // given a state of plain objects, Maps, typed arrays, an empty object and an array met twice
    const back = deserializeOwned(await serializeInTurns(state)) as typeof state;
    // then it is the same state, and the array met twice is one array again
    expect(back).toEqual(state);
    expect(back.index.also).toBe(back.docs.get('d1')!.shared.list);
    // and a state that is not a plain object, or one written in one go, reads back too
    expect(deserializeOwned(await serializeInTurns(new Map([['k', 1]])))).toEqual(new Map([['k', 1]]));
    expect(deserializeOwned(serialize(state))).toEqual(state);
  });

  it('lets other work run between its pieces', async () => {
    // with no time to itself: a turn after each piece (at, empty, docs, terms, slots, tf, size, shelved, also, none)
    expect(await turnsDuring(() => serializeInTurns(state, 0))).toBeGreaterThanOrEqual(10);
  });
});

describe('Freezer', () => {
  it('holds writers until thawed, and a second freeze until its own thaw', async () => {
    const freezer = new Freezer();
    expect(freezer.thawed).toBeNull();
    const thaw = freezer.freeze();
    const order: string[] = [];
    const writer = freezer.thawed!.then(() => order.push('write'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    thaw();
    await writer;
    expect([order, freezer.thawed]).toEqual([['write'], null]);
    // an old thaw does not end a later freeze
    const second = freezer.freeze();
    thaw();
    expect(freezer.thawed).not.toBeNull();
    second();
    expect(freezer.thawed).toBeNull();
  });
});

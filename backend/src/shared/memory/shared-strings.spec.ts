import { deserialize, serialize, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shareStrings } from './shared-strings.js';

/** Heap used after two full collections. */
function heapUsed(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('shareStrings', () => {
  it('leaves the value equal: Maps and Sets in their order, typed arrays, holes, dates, cycles and long texts as they were', () => {
    // given a deserialised state of every kind of value it walks, with a cycle and an object met twice
    const entry = { id: 'doc-1', title: 'سياسة العمل عن بعد', category: 'hr_policies', status: 'active' };
    const long = 'x'.repeat(300);
    const ids: unknown[] = ['doc-1'];
    ids[2] = 'doc-2';
    const state: Record<string, unknown> = {
      byId: new Map<unknown, unknown>([
        ['doc-1', entry],
        [7, 'doc-1'],
        ['b', null],
      ]),
      ids,
      seen: new Set(['doc-2', 'doc-1']),
      postings: Uint32Array.from([3, 1, 4]),
      at: new Date(0),
      texts: [long, long],
      again: entry,
    };
    state.self = state;
    const back = deserialize(serialize(state)) as typeof state;
    // when its strings are shared
    shareStrings(back);
    // then it is the same value: keys in their order, the hole still a hole, one object met twice still one
    expect(back).toEqual(state);
    expect([...(back.byId as Map<unknown, unknown>).keys()]).toEqual(['doc-1', 7, 'b']);
    expect([...(back.seen as Set<string>)]).toEqual(['doc-2', 'doc-1']);
    expect(1 in (back.ids as unknown[])).toBe(false);
    expect(back.again).toBe((back.byId as Map<string, unknown>).get('doc-1'));
    expect(back.self).toBe(back);
    expect(back.postings).toBeInstanceOf(Uint32Array);
  });

  it('keeps one string where a restored index named a term three times (a Map key, an id list, a sorted view)', () => {
    // given an index state naming 60,000 distinct terms (of 40-60 characters, so that the strings and
    // not the Map's table are most of what it holds) in three places, as a snapshot restores it
    const terms = Array.from({ length: 60_000 }, (_, i) => `term${i}-${'قياس'.repeat(8 + (i % 5))}`);
    const bytes = serialize({ idOf: new Map(terms.map((t, i) => [t, i])), lexemes: terms, sorted: [...terms].sort() });
    const before = heapUsed();
    const copies = deserialize(bytes);
    const held = heapUsed() - before;
    const sharedBefore = heapUsed();
    const shared = deserialize(bytes);
    shareStrings(shared);
    const sharedHeld = heapUsed() - sharedBefore;
    // then the shared state is equal and holds well under what three copies of every term held
    expect(shared).toEqual(copies);
    expect(sharedHeld).toBeLessThan(held * 0.75);
  });
});

import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { deserializeOwned } from './snapshots.js';

describe('deserializeOwned', () => {
  const state = {
    title: 'سياسة العمل عن بعد',
    slots: Uint32Array.from([3, 1, 4, 1, 5]),
    tf: Uint8Array.from([9, 2, 6]),
    lengths: Float32Array.from([1.5, 2.5]),
    nested: new Map([['k', { list: Int32Array.from([-1, 7]) }]]),
  };

  it('gives back the same state', () => {
    expect(deserializeOwned(serialize(state))).toEqual(state);
  });

  it('holds each typed array in its own memory, not as a view of the snapshot bytes (which would keep them alive)', () => {
    const bytes = serialize(state);
    const back = deserializeOwned(bytes) as typeof state;
    const arrays = [back.slots, back.tf, back.lengths, back.nested.get('k')!.list];
    for (const a of arrays) expect(a.buffer.byteLength).toBe(a.byteLength);
    bytes.fill(0);
    expect([...back.slots]).toEqual([3, 1, 4, 1, 5]);
  });

  it('gives back a Buffer as a Buffer in its own memory', () => {
    const bytes = serialize({ b: Buffer.from('نص') });
    const back = deserializeOwned(bytes) as { b: Buffer };
    bytes.fill(0);
    expect([Buffer.isBuffer(back.b), back.b.toString()]).toEqual([true, 'نص']);
  });
});

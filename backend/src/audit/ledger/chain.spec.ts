import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, canonicalEvent, chainHash, stableJson, type ChainedEvent } from './chain.js';

const event: ChainedEvent = {
  id: 'e1',
  streamId: 'document-1',
  streamVersion: 0,
  type: 'DocumentCreated',
  data: { b: 1, a: 'x' },
  metadata: { at: 't', actor: 'u' },
};

describe('hash chain', () => {
  it('gives the same bytes whatever the key order, as jsonb hands objects back reordered', () => {
    expect(stableJson({ b: [1, { d: 2, c: null }], a: 'é' })).toBe('{"a":"é","b":[1,{"c":null,"d":2}]}');
    expect(canonicalEvent(event)).toBe(canonicalEvent({ ...event, data: { a: 'x', b: 1 }, metadata: { actor: 'u', at: 't' } }));
  });

  it('chains H(previous ‖ canonical event), so changing any earlier event changes every later hash', () => {
    const h1 = chainHash(GENESIS_HASH, event);
    expect(h1).toBe(createHash('sha256').update(Buffer.alloc(32)).update(canonicalEvent(event)).digest('hex'));
    const h2 = chainHash(h1, { ...event, id: 'e2', streamVersion: 1 });
    const tampered = chainHash(GENESIS_HASH, { ...event, data: { a: 'y', b: 1 } });
    expect(tampered).not.toBe(h1);
    expect(chainHash(tampered, { ...event, id: 'e2', streamVersion: 1 })).not.toBe(h2);
  });
});

/** The canonical form as first written (filter, sort, map, join), kept to pin the faster one to the same bytes. */
function referenceStableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : referenceStableJson(v))).join(',')}]`;
  const entries = Object.keys(value as object)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${referenceStableJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

describe('canonical bytes', () => {
  // eslint-disable-next-line no-sparse-arrays -- a hole is one of the shapes pinned
  const sparse = [1, , 3];
  const awkward: unknown[] = [
    { z: undefined, a: [undefined, null, () => 1, Number.NaN, -0, 1e21], é: 'ü', É: '\u2028"\\', '10': 1, '9': 2 },
    { nested: { b: { d: [{ y: 1, x: [] }], c: {} }, a: new Date(0) }, s: 'line\nbreak\ttab', n: 12.5, t: true, f: false },
    sparse,
    [],
    'plain',
    42,
    null,
    undefined,
    { only: undefined },
    Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${(i * 7) % 20}`, i])),
    { b: 1, B: 2, a: 3, _: 4, '': 5, 'a b': 6, '\u00e9': 7, '\ud83d\ude00': 8, '"': 9 },
  ];

  it('are the bytes of the first canonical form for every shape JSON and JavaScript can hand it', () => {
    for (const value of awkward) expect(stableJson(value)).toBe(referenceStableJson(value));
  });

  it('write an event with its keys in sorted order, leaving out an undefined field as the first form did', () => {
    const reference = (e: ChainedEvent) =>
      referenceStableJson({
        id: e.id,
        streamId: e.streamId,
        streamVersion: e.streamVersion,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
      });
    for (const data of awkward) expect(canonicalEvent({ ...event, data })).toBe(reference({ ...event, data }));
    expect(canonicalEvent({ ...event, data: undefined, id: undefined as unknown as string })).toBe(
      reference({ ...event, data: undefined, id: undefined as unknown as string }),
    );
    expect(canonicalEvent(event)).toBe(
      '{"data":{"a":"x","b":1},"id":"e1","metadata":{"actor":"u","at":"t"},"streamId":"document-1","streamVersion":0,"type":"DocumentCreated"}',
    );
  });
});

describe('chain hash bytes', () => {
  it('are SHA-256 of the previous hash bytes then the canonical event in UTF-8, long events and odd text included', () => {
    const reference = (previousHex: string, e: ChainedEvent) =>
      createHash('sha256').update(Buffer.from(previousHex, 'hex')).update(canonicalEvent(e), 'utf8').digest('hex');
    const long = { ...event, data: { text: 'نص عربي طويل '.repeat(20_000), lone: '\ud800', emoji: '😀' } };
    let previous = GENESIS_HASH;
    for (const e of [event, long, event, { ...event, data: { a: '\u0000' } }]) {
      expect(chainHash(previous, e)).toBe(reference(previous, e));
      previous = chainHash(previous, e);
    }
    expect(chainHash('not hex', event)).toBe(reference('not hex', event));
    expect(chainHash(previous.toUpperCase(), event)).toBe(reference(previous, event));
  });
});

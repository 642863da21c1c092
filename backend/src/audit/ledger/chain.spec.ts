import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, canonicalEvent, chainHash, stableJson } from './chain.js';

const event = { id: 'e1', streamId: 'document-1', streamVersion: 0, type: 'DocumentCreated', data: { b: 1, a: 'x' }, metadata: { at: 't', actor: 'u' } };

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

import { describe, expect, it } from 'vitest';
import { firstBadString, JsonDepthScanner, nestsDeeperThan } from './body-guard.js';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('JsonDepthScanner', () => {
  it('keeps string and escape state across chunks, and tells depth from the first bytes', () => {
    // The backslash ends one chunk, the escaped quote starts the next: the string goes on.
    const split = new JsonDepthScanner(2);
    expect(split.push(bytes('["a\\'))).toBe(false);
    expect(split.push(bytes('"[[[[","b"]'))).toBe(false);
    const deep = new JsonDepthScanner(64);
    expect(deep.push(bytes('['.repeat(64)))).toBe(false);
    expect(deep.push(bytes('['))).toBe(true);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(nestsDeeperThan(bytes('[[[1]]]'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('[[[[1]]]]'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('{"a":{"b":{"c":[]}}}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(`{"a":"${'['.repeat(100)}"}`), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"a":"\\"${'{'.repeat(100)}"}`), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(`["\\\\",${'['.repeat(5)}]`), 3)).toBe(true);
  });

  it('scans a million levels in a few milliseconds', () => {
    const deep = bytes('['.repeat(1_000_000) + ']'.repeat(1_000_000));
    const started = performance.now();
    expect(nestsDeeperThan(deep, 64)).toBe(true);
    expect(nestsDeeperThan(bytes(`"${'x'.repeat(2_000_000)}"`), 64)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('firstBadString', () => {
  it('names the first field holding NUL or half a surrogate pair, keys included', () => {
    expect(firstBadString({ title: 'ok', content: 'fine 😀' })).toBeNull();
    expect(firstBadString({ title: 'a\u0000b' })).toBe('title');
    expect(firstBadString({ items: [{ x: 'ok' }, { x: '\uD800' }] })).toBe('items[1].x');
    expect(firstBadString({ a: { '\uDC00': 1 } })).toBe('a.?');
    expect(firstBadString({ q: ['ok', 'x\uDFFF'] })).toBe('q[1]');
  });
});

import { describe, expect, it } from 'vitest';
import { stableJson } from './chain.js';
import { stableJsonText } from './stable-json-text.js';

/** JSON as Postgres writes a jsonb: keys by length then bytes, ", " and ": " between. */
function asJsonb(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(asJsonb).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value).sort(
    (a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  return `{${keys.map((k) => `${JSON.stringify(k)}: ${asJsonb((value as Record<string, unknown>)[k])}`).join(', ')}}`;
}

function random(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const PIECES = [
  'a',
  'Z',
  'é',
  'ü',
  '日本',
  '😀',
  '"',
  '\\',
  '\n',
  '\t',
  '\u0001',
  '\u001f',
  '\u2028',
  '/',
  ' ',
  'id',
  '10',
  '2',
  '__proto__',
  '\u007f',
];

function randomValue(next: () => number, depth: number): unknown {
  const kind = Math.floor(next() * (depth > 3 ? 5 : 7));
  const text = () => Array.from({ length: Math.floor(next() * 4) }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
  if (kind === 0) return text();
  if (kind === 1) return [0, -0, 1, -1, 1.5, 1e21, 1e-7, 123456789012, 0.1 + 0.2, -2.5e-300][Math.floor(next() * 10)];
  if (kind === 2) return [true, false, null][Math.floor(next() * 3)];
  if (kind === 3 || kind === 4) return text();
  if (kind === 5) return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(next() * 6) }, () => [text(), randomValue(next, depth + 1)]));
}

describe('stableJsonText', () => {
  it('writes the bytes of stableJson(JSON.parse(text)) for jsonb-shaped and compact text', () => {
    const next = random(7);
    for (let i = 0; i < 3000; i++) {
      const value = randomValue(next, 0);
      for (const text of [asJsonb(value), JSON.stringify(value), JSON.stringify(value, null, 2)])
        expect(stableJsonText(text)).toBe(stableJson(JSON.parse(text)));
    }
  });

  it('writes numbers as JavaScript reads them, and escapes as JSON.stringify writes them', () => {
    const cases = [
      '{"n": 1.0, "m": 1.50, "big": 1000000000000000000000, "e": 1E+2, "z": -0, "huge": 1' + '0'.repeat(400) + '}',
      '["\\u0041\\/\\u00e9", "\\ud83d\\ude00", "\\u001F"]',
      '{"\\u0062": 1, "a": 2, "\\u00e9": 3, "z": 4}',
      ' \n{ "a" :[ ] , "b":{ } }\n ',
    ];
    for (const text of cases) expect(stableJsonText(text)).toBe(stableJson(JSON.parse(text)));
  });

  it('reads text out of the jsonb shape as JSON.parse does: a duplicate key keeps the last value; invalid JSON throws', () => {
    expect(stableJsonText('{"b": 1, "a": 2, "b": 3}')).toBe('{"a":2,"b":3}');
    for (const bad of ['{"a": 1', '{"a" 1}', 'nul', '"open', '[1,,2]', '{"a": 1}}']) expect(() => stableJsonText(bad)).toThrow(SyntaxError);
  });

  describe('text with no backslash (read the short way)', () => {
    // Pieces JSON.stringify writes as they are, so no text below has a backslash; with characters
    // whose order differs by code unit, code point and UTF-8 byte (U+E000 against a surrogate pair).
    const PLAIN = [
      'a',
      'b',
      'Z',
      'é',
      '日本',
      '😀',
      '\ue000',
      '\uffff',
      '\u2028',
      '/',
      ' ',
      'id',
      '10',
      '__proto__',
      '\u007f',
      ':',
      ',',
      '{',
      ']',
    ];

    function plainValue(next: () => number, depth: number): unknown {
      const kind = Math.floor(next() * (depth > 3 ? 3 : 5));
      const text = () => Array.from({ length: Math.floor(next() * 4) }, () => PLAIN[Math.floor(next() * PLAIN.length)]).join('');
      if (kind === 0) return text();
      if (kind === 1)
        return [0, -0, 7, -12, 1.5, 123456789012345, -123456789012345, 1234567890123456, 2 ** 53 + 2, 1e21, 1e-7, 0.1 + 0.2][
          Math.floor(next() * 12)
        ];
      if (kind === 2) return [true, false, null][Math.floor(next() * 3)];
      if (kind === 3) return Array.from({ length: Math.floor(next() * 4) }, () => plainValue(next, depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(next() * 7) }, () => [text(), plainValue(next, depth + 1)]));
    }

    it('writes the bytes of stableJson(JSON.parse(text)), keys in code unit order', () => {
      const next = random(11);
      for (let i = 0; i < 3000; i++) {
        const value = plainValue(next, 0);
        for (const text of [asJsonb(value), JSON.stringify(value), JSON.stringify(value, null, 2)]) {
          expect(text).not.toContain('\\');
          expect(stableJsonText(text)).toBe(stableJson(JSON.parse(text)));
        }
      }
      expect(stableJsonText('{"a\ue000": 1, "a😀": 2, "ab": 3, "a": 4}')).toBe('{"a":4,"ab":3,"a😀":2,"a\ue000":1}');
    });

    it('copies integers JavaScript writes as they are, and writes every other number as JavaScript does', () => {
      const text =
        '{"a": 123456789012345, "b": -123456789012345, "c": 1234567890123456789, "d": -0, "e": 0, "f": 10.50, ' +
        '"g": 1e2, "h": -0.0, "i": 9007199254740993, "j": 1E-7, "k": 100000000000000000000000}';
      expect(stableJsonText(text)).toBe(stableJson(JSON.parse(text)));
      expect(stableJsonText(text)).toBe(
        '{"a":123456789012345,"b":-123456789012345,"c":1234567890123456800,"d":0,"e":0,"f":10.5,"g":100,"h":0,"i":9007199254740992,"j":1e-7,"k":1e+23}',
      );
      // Out of JSON, as the long way reads it (a number as Number reads it).
      expect(stableJsonText('[007, +1, -01]')).toBe('[7,1,-1]');
    });

    it('leaves what is off the shape to the long way: a duplicate key, text that is not JSON', () => {
      expect(stableJsonText('{"b": {"x": 1, "x": 2}, "a": [1, {"d": 1, "c": 2}]}')).toBe('{"a":[1,{"c":2,"d":1}],"b":{"x":2}}');
      for (const bad of ['{"a": 1', '{"a": 1,}', '[1 2]', '{"a": tru}', '"open', '{"a": 1}]'])
        expect(() => stableJsonText(bad)).toThrow(SyntaxError);
    });
  });
});

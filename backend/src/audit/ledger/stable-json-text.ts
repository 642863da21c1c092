import { stableJson } from './chain.js';

// stableJson(JSON.parse(text)) without building the value, for the JSON text Postgres writes for a
// jsonb (chain verification reads it so: parsing every event and writing it again was most of the
// hashing threads' time). That text is regular: members ", "-separated, keys ordered by length,
// strings escaped as JSON.stringify escapes them (\" \\ \b \f \n \r \t, other control characters
// \u00xx, nothing else), numbers as plain digits. Objects get their members sorted by key here,
// numbers are read and written again as JavaScript writes them, escaped strings are written again
// by JSON.stringify; anything else is copied. Text out of that shape (a duplicate key, a number
// JavaScript does not read) goes through JSON.parse and stableJson instead.

let text = '';
let at = 0;
const OFF_SHAPE = new Error('not jsonb output');

function skipSpace(): void {
  let c = text.charCodeAt(at);
  while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++at);
}

/** The string token at `at`, quotes included, as it is in the text. */
function rawString(): string {
  const start = at;
  let from = at + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) throw OFF_SHAPE;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    from = quote + 1;
    if (backslashes % 2 === 0) {
      at = from;
      return text.slice(start, at);
    }
  }
}

/** A string as JSON.stringify writes it: the token itself unless it has an escape. */
function string(): string {
  const raw = rawString();
  return raw.includes('\\') ? JSON.stringify(JSON.parse(raw)) : raw;
}

function number(): string {
  const start = at;
  let c = text.charCodeAt(at);
  while ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45 || c === 0x65) c = text.charCodeAt(++at);
  const n = Number(text.slice(start, at));
  if (at === start || Number.isNaN(n)) throw OFF_SHAPE;
  return Number.isFinite(n) ? String(n) : 'null';
}

function literal(word: string): string {
  if (!text.startsWith(word, at)) throw OFF_SHAPE;
  at += word.length;
  return word;
}

function array(): string {
  at++;
  skipSpace();
  if (text.charCodeAt(at) === 0x5d) return (at++, '[]');
  let out = '[';
  for (;;) {
    out += value();
    skipSpace();
    const c = text.charCodeAt(at++);
    if (c === 0x5d) return `${out}]`;
    if (c !== 0x2c) throw OFF_SHAPE;
    out += ',';
    skipSpace();
  }
}

// The members of the objects being read, innermost last: one pair of arrays for every object of
// every event, not two new ones each (garbage collection was a sixth of a hashing thread's time).
const keys: string[] = [];
const members: string[] = [];

function object(): string {
  at++;
  skipSpace();
  if (text.charCodeAt(at) === 0x7d) return (at++, '{}');
  const base = keys.length;
  for (;;) {
    if (text.charCodeAt(at) !== 0x22) throw OFF_SHAPE;
    const quoted = string();
    const key = quoted.includes('\\') ? (JSON.parse(quoted) as string) : quoted.slice(1, -1);
    skipSpace();
    if (text.charCodeAt(at++) !== 0x3a) throw OFF_SHAPE;
    skipSpace();
    const member = `${quoted}:${value()}`;
    // Into key order as they come (insertion: objects have few keys).
    let j = keys.length;
    for (; j > base && keys[j - 1] >= key; j--) {
      if (keys[j - 1] === key) throw OFF_SHAPE;
      keys[j] = keys[j - 1];
      members[j] = members[j - 1];
    }
    keys[j] = key;
    members[j] = member;
    skipSpace();
    const c = text.charCodeAt(at++);
    if (c === 0x7d) {
      let out = `{${members[base]}`;
      for (let i = base + 1; i < members.length; i++) out += `,${members[i]}`;
      keys.length = members.length = base;
      return `${out}}`;
    }
    if (c !== 0x2c) throw OFF_SHAPE;
    skipSpace();
  }
}

function value(): string {
  const c = text.charCodeAt(at);
  if (c === 0x22) return string();
  if (c === 0x7b) return object();
  if (c === 0x5b) return array();
  if (c === 0x74) return literal('true');
  if (c === 0x66) return literal('false');
  if (c === 0x6e) return literal('null');
  return number();
}

// Text with no backslash at all (most events: checked once, natively) takes a shorter way: a string
// ends at the next quote and is copied as it is; members are kept as the offsets of their keys, and
// keys are compared in the text, so no key is cut out of it; integers of up to 15 digits are copied.
// Every output is what the long way writes (stable-json-text.spec.ts holds them side by side).

// Members of the objects being read on the short way, innermost last: key start, key end (after its
// quote) and the value as written.
let keyStarts = new Int32Array(64);
let keyEnds = new Int32Array(64);
// (Left as long as the largest object, not cut back: it only holds strings of the last text read.)
const values: string[] = [];
let top = 0;

/** The key at `a` against the key at `b` (quotes included), in code units as `<` compares strings. */
function compareKeys(a: number, aEnd: number, b: number, bEnd: number): number {
  const aLength = aEnd - a;
  const bLength = bEnd - b;
  const length = Math.min(aLength, bLength) - 1;
  for (let i = 1; i < length; i++) {
    const d = text.charCodeAt(a + i) - text.charCodeAt(b + i);
    if (d !== 0) return d;
  }
  return aLength - bLength;
}

/** Member `i`'s key and a colon: one cut of the text where the colon follows the key (as jsonb writes it). */
function keyWithColon(i: number): string {
  const end = keyEnds[i];
  return text.charCodeAt(end) === 0x3a ? text.slice(keyStarts[i], end + 1) : `${text.slice(keyStarts[i], end)}:`;
}

function shortString(): string {
  const end = text.indexOf('"', at + 1) + 1;
  if (end === 0) throw OFF_SHAPE;
  const raw = text.slice(at, end);
  at = end;
  return raw;
}

/** -?(0|[1-9][0-9]{0,14}) but -0 is written by String(Number(it)) as it is; the rest as number() writes it. */
function shortNumber(): string {
  const start = at;
  let c = text.charCodeAt(at);
  if (c === 0x2d) c = text.charCodeAt(++at);
  const digits = at;
  while (c >= 0x30 && c <= 0x39) c = text.charCodeAt(++at);
  const plain = c !== 0x2e && c !== 0x45 && c !== 0x65 && c !== 0x2b && c !== 0x2d;
  const count = at - digits;
  if (plain && count > 0 && count <= 15 && (text.charCodeAt(digits) !== 0x30 || (count === 1 && digits === start)))
    return text.slice(start, at);
  at = start;
  return number();
}

function shortObject(): string {
  at++;
  skipSpace();
  if (text.charCodeAt(at) === 0x7d) return (at++, '{}');
  const base = top;
  for (;;) {
    if (text.charCodeAt(at) !== 0x22) throw OFF_SHAPE;
    const keyStart = at;
    const keyEnd = text.indexOf('"', at + 1) + 1;
    if (keyEnd === 0) throw OFF_SHAPE;
    at = keyEnd;
    skipSpace();
    if (text.charCodeAt(at++) !== 0x3a) throw OFF_SHAPE;
    skipSpace();
    const value = shortValue();
    if (top === keyStarts.length) {
      keyStarts = Int32Array.from({ length: 2 * top }, (_, i) => keyStarts[i] ?? 0);
      keyEnds = Int32Array.from({ length: 2 * top }, (_, i) => keyEnds[i] ?? 0);
    }
    // Into key order as they come (insertion: objects have few keys).
    let j = top;
    for (; j > base; j--) {
      const order = compareKeys(keyStarts[j - 1], keyEnds[j - 1], keyStart, keyEnd);
      if (order === 0) throw OFF_SHAPE;
      if (order < 0) break;
      keyStarts[j] = keyStarts[j - 1];
      keyEnds[j] = keyEnds[j - 1];
      values[j] = values[j - 1];
    }
    keyStarts[j] = keyStart;
    keyEnds[j] = keyEnd;
    values[j] = value;
    top++;
    skipSpace();
    const c = text.charCodeAt(at++);
    if (c === 0x7d) break;
    if (c !== 0x2c) throw OFF_SHAPE;
    skipSpace();
  }
  let out = `{${keyWithColon(base)}${values[base]}`;
  for (let i = base + 1; i < top; i++) out += `,${keyWithColon(i)}${values[i]}`;
  top = base;
  return `${out}}`;
}

function shortArray(): string {
  at++;
  skipSpace();
  if (text.charCodeAt(at) === 0x5d) return (at++, '[]');
  let out = '[';
  for (;;) {
    out += shortValue();
    skipSpace();
    const c = text.charCodeAt(at++);
    if (c === 0x5d) return `${out}]`;
    if (c !== 0x2c) throw OFF_SHAPE;
    out += ',';
    skipSpace();
  }
}

function shortValue(): string {
  const c = text.charCodeAt(at);
  if (c === 0x22) return shortString();
  if (c === 0x7b) return shortObject();
  if (c === 0x5b) return shortArray();
  if (c === 0x74) return literal('true');
  if (c === 0x66) return literal('false');
  if (c === 0x6e) return literal('null');
  return shortNumber();
}

/** The short way, for text with no backslash; undefined where it is off the shape. */
function withoutEscapes(): string | undefined {
  try {
    skipSpace();
    const out = shortValue();
    skipSpace();
    if (at === text.length) return out;
  } catch {
    // off the shape: the long way reads it again
  } finally {
    top = 0;
  }
  return undefined;
}

/**
 * stableJson(JSON.parse(json)), read straight from the text. Meant for jsonb output, which is always
 * JSON; of other text that is not JSON, some is read leniently (a number as `Number` reads it).
 */
export function stableJsonText(json: string): string {
  text = json;
  at = 0;
  if (typeof json === 'string' && !json.includes('\\')) {
    const out = withoutEscapes();
    if (out !== undefined) return ((text = ''), out);
    at = 0;
  }
  try {
    skipSpace();
    const out = value();
    skipSpace();
    if (at === json.length) return out;
  } catch {
    // off the shape of jsonb output: read it the long way below
  } finally {
    text = '';
    keys.length = members.length = 0;
  }
  return stableJson(JSON.parse(json));
}

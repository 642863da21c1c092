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

/**
 * stableJson(JSON.parse(json)), read straight from the text. Meant for jsonb output, which is always
 * JSON; of other text that is not JSON, some is read leniently (a number as `Number` reads it).
 */
export function stableJsonText(json: string): string {
  text = json;
  at = 0;
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

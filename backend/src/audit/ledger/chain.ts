import { hash } from 'node:crypto';

/** The hash before the first event: 32 zero bytes. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an event that do not depend on where the store put it. */
export interface ChainedEvent {
  id: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

/** An object's own keys in sorted order (code units, as `Array.prototype.sort`); by insertion when few. */
function sortedKeys(object: object): string[] {
  const keys = Object.keys(object);
  if (keys.length > 12) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i];
    let j = i - 1;
    for (; j >= 0 && keys[j] > key; j--) keys[j + 1] = keys[j];
    keys[j + 1] = key;
  }
  return keys;
}

// Keys as JSON strings: the same few dozen keys recur in every event. Bounded: past the limit, keys
// are quoted each time.
const QUOTED_LIMIT = 10_000;
const quotedKeys = new Map<string, string>();

function quoted(key: string): string {
  let json = quotedKeys.get(key);
  if (json === undefined) {
    json = JSON.stringify(key);
    if (quotedKeys.size < QUOTED_LIMIT) quotedKeys.set(key, json);
  }
  return json;
}

/**
 * JSON with object keys sorted at every depth, so the same event always gives the same bytes.
 * Built by concatenation in one pass (verification hashes every event of the store: this was most
 * of its time); the bytes are those of the `JSON.stringify` of each value with the keys sorted:
 * `undefined` properties left out, `undefined` array items and anything JSON cannot say as `null`,
 * the holes of a sparse array as nothing (chain.spec.ts pins all of these).
 */
export function stableJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      if (!(i in value)) continue;
      const item: unknown = value[i];
      out += item === undefined ? 'null' : stableJson(item);
    }
    return `${out}]`;
  }
  const object = value as Record<string, unknown>;
  let out = '{';
  for (const key of sortedKeys(object)) {
    const item = object[key];
    if (item === undefined) continue;
    if (out.length > 1) out += ',';
    out += `${quoted(key)}:${stableJson(item)}`;
  }
  return `${out}}`;
}

/** `,"key":value` (no comma first) when the value is defined: one member of the canonical event. */
function member(first: boolean, key: string, value: unknown): string {
  if (value === undefined) return '';
  return `${first ? '' : ','}"${key}":${stableJson(value)}`;
}

/** The canonical form of an event: its position-independent fields as stable JSON. */
export function canonicalEvent(e: ChainedEvent): string {
  const data = e.data === undefined ? undefined : stableJson(e.data);
  return canonicalWith(e, data, e.metadata === undefined ? undefined : stableJson(e.metadata));
}

/** canonicalEvent with `data` and `metadata` given already as their stable JSON (undefined: left out). */
export function canonicalWith(e: Omit<ChainedEvent, 'data' | 'metadata'>, data: string | undefined, metadata: string | undefined): string {
  // The same bytes as stableJson({ id, streamId, streamVersion, type, data, metadata }), its keys
  // written in sorted order without building and sorting that object for every event.
  let out = data === undefined ? '' : `"data":${data}`;
  out += member(out === '', 'id', e.id);
  if (metadata !== undefined) out += `${out === '' ? '' : ','}"metadata":${metadata}`;
  out += member(out === '', 'streamId', e.streamId);
  out += member(out === '', 'streamVersion', e.streamVersion);
  out += member(out === '', 'type', e.type);
  return `{${out}}`;
}

/** Scratch bytes for `previous ‖ canonical`: one buffer reused, grown when an event needs more. */
let scratch = Buffer.allocUnsafe(64 * 1024);

/**
 * hash = SHA-256(previous hash ‖ canonical event), both as hex. One-shot `crypto.hash` over one
 * reused buffer: a Hash object and two Buffers per event were half of verification's hashing time.
 */
export function chainHash(previousHex: string, e: ChainedEvent): string {
  return hashCanonical(previousHex, canonicalEvent(e));
}

/** chainHash of an event already in its canonical form. */
export function hashCanonical(previousHex: string, canonical: string): string {
  const room = (previousHex.length >>> 1) + 3 * canonical.length;
  if (scratch.length < room) scratch = Buffer.allocUnsafe(2 * room);
  // As Buffer.from(previousHex, 'hex'): its bytes up to the first character that is not hex.
  const at = scratch.write(previousHex, 0, previousHex.length >>> 1, 'hex');
  const end = at + scratch.write(canonical, at, 'utf8');
  return hash('sha256', scratch.subarray(0, end), 'hex');
}

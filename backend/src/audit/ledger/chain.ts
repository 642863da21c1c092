import { createHash } from 'node:crypto';

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

/** JSON with object keys sorted at every depth, so the same event always gives the same bytes. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableJson(v))).join(',')}]`;
  const entries = Object.keys(value as object)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The canonical form of an event: its position-independent fields as stable JSON. */
export function canonicalEvent(e: ChainedEvent): string {
  return stableJson({ id: e.id, streamId: e.streamId, streamVersion: e.streamVersion, type: e.type, data: e.data, metadata: e.metadata });
}

/** hash = SHA-256(previous hash ‖ canonical event), both as hex. */
export function chainHash(previousHex: string, e: ChainedEvent): string {
  return createHash('sha256').update(Buffer.from(previousHex, 'hex')).update(canonicalEvent(e), 'utf8').digest('hex');
}

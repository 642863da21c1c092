import { canonicalWith, hashCanonical, stableJson } from './chain.js';
import { stableJsonText } from './stable-json-text.js';

/**
 * Consecutive events of the store, column by column (one array per field travels to a worker
 * thread far cheaper than one object per event), with the ledger rows of the same positions.
 * `json`: `data` and `metadata` are the JSON text the store keeps, made canonical where they are
 * hashed (stable-json-text.ts); else the values themselves.
 */
export interface Batch {
  /** Ledger position of the first event. */
  first: number;
  /** The hash before the first event: the ledger's at `first - 1`, or the chain computed up to it. */
  previous: string;
  json: boolean;
  ids: string[];
  streamIds: string[];
  versions: number[];
  types: string[];
  data: unknown[];
  metadata: unknown[];
  /** Ledger rows `first`.. in seq order, as read: a deleted row shifts the later ones down. */
  seqs: number[];
  eventIds: string[];
  hashes: string[];
  /** Position whose computed hash the caller compares with its digest, when in this batch. */
  digestPosition: number | null;
}

export interface BatchResult {
  /** The first position in the batch whose ledger row does not match the event there. */
  broken: number | null;
  /** The hash after the last event, as `previous` for a batch that has no ledger row before it. */
  last: string;
  /** The computed hash at `digestPosition`, when it is in the batch. */
  digestHash: string | null;
}

const canonicalOrUndefined = (value: unknown) => (value === undefined ? undefined : stableJson(value));

/**
 * canonicalWith of an event read as JSON text, in one concatenation when every field is there (as
 * the store's columns always are): member() and stableJson for each field were a tenth of a hashing
 * thread's time.
 */
function canonicalOfText(id: string, streamId: string, version: number, type: string, data: unknown, metadata: unknown): string {
  if (typeof id !== 'string' || typeof streamId !== 'string' || typeof version !== 'number' || typeof type !== 'string')
    return canonicalWith(
      { id, streamId, streamVersion: version, type },
      stableJsonText(data as string),
      stableJsonText(metadata as string),
    );
  return `{"data":${stableJsonText(data as string)},"id":${JSON.stringify(id)},"metadata":${stableJsonText(metadata as string)},"streamId":${JSON.stringify(streamId)},"streamVersion":${JSON.stringify(version)},"type":${JSON.stringify(type)}}`;
}

/**
 * Checks each event against its ledger row: SHA-256(previous ‖ event) must be the row's hash, the
 * row's seq its position, the row's event id its id. Each event is hashed from the ledger's hash
 * of the position before (the chain computed so far where the ledger has no row yet): up to the
 * first broken position the two are the same, so any split of the log into batches finds the same
 * first broken position as one pass from the genesis hash, and batches need not wait for each other.
 */
export function verifyBatch(batch: Batch): BatchResult {
  let previous = batch.previous;
  let broken: number | null = null;
  let digestHash: string | null = null;
  for (let i = 0; i < batch.ids.length; i++) {
    const position = batch.first + i;
    const canonical = batch.json
      ? canonicalOfText(batch.ids[i], batch.streamIds[i], batch.versions[i], batch.types[i], batch.data[i], batch.metadata[i])
      : canonicalWith(
          { id: batch.ids[i], streamId: batch.streamIds[i], streamVersion: batch.versions[i], type: batch.types[i] },
          canonicalOrUndefined(batch.data[i]),
          canonicalOrUndefined(batch.metadata[i]),
        );
    const hash = hashCanonical(previous, canonical);
    const seq = batch.seqs[i];
    const ok = seq === undefined || (seq === position && batch.hashes[i] === hash && batch.eventIds[i] === batch.ids[i]);
    if (!ok && broken === null) broken = position;
    if (position === batch.digestPosition) digestHash = hash;
    previous = seq === position ? batch.hashes[i] : hash;
  }
  return { broken, last: previous, digestHash };
}

import { DefaultDeserializer, serialize } from 'node:v8';
import type { Database } from '../database/database.js';
import { formatPosition, parsePosition, type Position } from '../event-store/position.js';
import { logger } from '../observability/logger.js';
import type { MemoryProjector } from './projector.js';

/**
 * Snapshots of memory projectors (issue 50): a start restores the model as it was at a position and
 * follows the store from there, instead of replaying every event (the retrieval index analysed
 * 20,000 documents for many seconds on every boot). A snapshot is the model's state serialised
 * with v8.serialize, in rows of at most PART_BYTES each, with the position it covers and the
 * model's version (its format and analyser): another version, a missing part or bytes that do not
 * deserialise are ignored and the model is rebuilt from the start, as before.
 */
export const SNAPSHOT_SCHEMA = `
CREATE TABLE IF NOT EXISTS memory_snapshots (
  name text NOT NULL,
  part integer NOT NULL,
  parts integer NOT NULL,
  version text NOT NULL,
  position text NOT NULL,
  data bytea NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, part)
);
-- Serialised state compresses little and pglz costs seconds on a large one: stored as it is.
ALTER TABLE memory_snapshots ALTER COLUMN data SET STORAGE EXTERNAL;`;

const PART_BYTES = 16 * 1024 * 1024;

/**
 * v8.deserialize with every typed array in its own memory. Node's default deserializer makes each
 * aligned typed array a view of the whole snapshot buffer, so the buffer (strings, Maps and all:
 * 327 MB for 20,000 documents) stayed alive for as long as any posting list did, the life of the
 * process, beside the objects made from it (bench:start: `arrayBuffers` 473 MB after a restore).
 */
class OwningDeserializer extends DefaultDeserializer {
  _readHostObject(): unknown {
    const view = (DefaultDeserializer.prototype as unknown as { _readHostObject(this: unknown): unknown })._readHostObject.call(this);
    if (!ArrayBuffer.isView(view) || view instanceof DataView) return view;
    const copy = new (view.constructor as new (length: number) => Uint8Array)(view.byteLength / (view as Uint8Array).BYTES_PER_ELEMENT);
    copy.set(view as Uint8Array);
    return copy;
  }
}

/** The state `bytes` hold, sharing no memory with them. */
export function deserializeOwned(bytes: Buffer): unknown {
  const deserializer = new OwningDeserializer(bytes);
  deserializer.readHeader();
  return deserializer.readValue();
}

/** What a memory projector that keeps snapshots offers (MemoryProjector.snapshots). */
export interface Snapshots {
  /** Format and analyser: a snapshot of another version is ignored. */
  readonly version: string;
  /** The position of the last event the model holds (null before any). */
  position(): Position | null;
  /** The state and that position. */
  take(): { position: Position | null; state: unknown };
  /** Replaces the (reset) state with a taken one; throws when it does not fit. */
  restore(state: unknown): void;
}

const log = () => logger('snapshot');

/** The models this process restored from a snapshot (the others were rebuilt from the first event). */
const restored = new WeakSet<object>();
export const wasRestored = (p: object): boolean => restored.has(p);

/**
 * Resets `p` and restores its snapshot when there is a usable one: the position to follow the store
 * from, or null (from the start) when there is none.
 */
export async function restoreSnapshot(db: Database, p: MemoryProjector & { snapshots: Snapshots }): Promise<Position | null> {
  p.reset();
  restored.delete(p);
  const started = performance.now();
  try {
    await db.migrate(SNAPSHOT_SCHEMA);
    const { rows } = await db.query<{ part: number; parts: number; version: string; position: string; bytes: number }>(
      'SELECT part, parts, version, position, length(data) AS bytes FROM memory_snapshots WHERE name = $1 ORDER BY part',
      [p.name],
    );
    if (!rows.length) return null;
    const [first] = rows;
    const complete =
      rows.length === first.parts && rows.every((r, i) => r.part === i && r.version === first.version && r.position === first.position);
    if (first.version !== p.snapshots.version || !complete) {
      log().info({ projector: p.name, version: first.version, wanted: p.snapshots.version }, `snapshot of ${p.name} ignored: rebuilding`);
      return null;
    }
    const position = parsePosition(first.position);
    // One part a query: the whole snapshot in one result (as hex text) grew the embedded database's
    // memory, which it never gives back, by twice its size (bench:start, 20k documents).
    // As base64, not bytea's hex: a third fewer bytes through the wire protocol and a faster decode
    // (20k documents, 327 MB: 2.9-3.1 s against 4.5-5.1 s; Buffer.from skips the line breaks).
    // Each part is decoded straight into one buffer of the whole size: no Buffer a part and no
    // concatenated copy of them (the restore's peak was three times the snapshot's size).
    const bytes = Buffer.allocUnsafeSlow(rows.reduce((sum, r) => sum + Number(r.bytes), 0));
    let at = 0;
    for (const { part, bytes: size } of rows) {
      const read = await db.query<{ data: string }>(
        `SELECT encode(data, 'base64') AS data FROM memory_snapshots WHERE name = $1 AND part = $2`,
        [p.name, part],
      );
      if (!read.rows[0]) return null;
      const written = bytes.write(read.rows[0].data, at, 'base64');
      if (written !== Number(size)) return null;
      at += written;
    }
    p.snapshots.restore(deserializeOwned(bytes));
    restored.add(p);
    const ms = Math.round(performance.now() - started);
    log().info({ projector: p.name, bytes: bytes.length, ms }, `${p.name} restored from its snapshot (${bytes.length} bytes, ${ms} ms)`);
    return position;
  } catch (error) {
    log().warn({ projector: p.name, err: error }, `snapshot of ${p.name} unreadable: rebuilding`);
    p.reset();
    return null;
  }
}

/** Stores `p`'s state as its snapshot (replacing the previous one); the bytes written. */
export async function saveSnapshot(db: Database, p: MemoryProjector & { snapshots: Snapshots }): Promise<number> {
  const { position, state } = p.snapshots.take();
  if (!position) return 0;
  const bytes = serialize(state);
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += PART_BYTES) parts.push(bytes.subarray(at, at + PART_BYTES));
  await db.migrate(SNAPSHOT_SCHEMA);
  await db.tx(async (c) => {
    // Two instances saving at once: one waits for the other, the later snapshot stays.
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`memory_snapshots:${p.name}`]);
    await c.query('DELETE FROM memory_snapshots WHERE name = $1', [p.name]);
    for (const [part, data] of parts.entries())
      await c.query('INSERT INTO memory_snapshots (name, part, parts, version, position, data) VALUES ($1, $2, $3, $4, $5, $6)', [
        p.name,
        part,
        parts.length,
        p.snapshots.version,
        formatPosition(position),
        data,
      ]);
  });
  return bytes.length;
}

export const keepsSnapshots = (p: { kind: string; snapshots?: Snapshots }): p is MemoryProjector & { snapshots: Snapshots } =>
  p.kind === 'memory' && p.snapshots !== undefined;

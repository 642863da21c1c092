import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../database/database.js';
import { formatPosition, parsePosition, type Position } from '../event-store/position.js';
import { logger } from '../observability/logger.js';
import { BinaryCopyFields } from './binary-copy.js';
import { deserializeOwned, serializeInTurns } from './snapshot-bytes.js';
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

export { deserializeOwned, Freezer, serializeInTurns } from './snapshot-bytes.js';

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
  /**
   * Holds the model's changes until the function it returns is called: the state `take` gave is
   * written in turns meanwhile (`serializeInTurns`). Without it, the state is written in one go.
   */
  freeze?(): () => void;
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
    const { rows } = await db.query<{ part: number; parts: number; version: string; position: string; bytes: number; taken_at: string }>(
      'SELECT part, parts, version, position, length(data) AS bytes, taken_at::text AS taken_at FROM memory_snapshots WHERE name = $1 ORDER BY part',
      [p.name],
    );
    if (!rows.length) return null;
    const [first] = rows;
    const complete =
      rows.length === first.parts &&
      rows.every((r, i) => r.part === i && r.version === first.version && r.position === first.position && r.taken_at === first.taken_at);
    if (first.version !== p.snapshots.version || !complete) {
      log().info({ projector: p.name, version: first.version, wanted: p.snapshots.version }, `snapshot of ${p.name} ignored: rebuilding`);
      return null;
    }
    const position = parsePosition(first.position);
    const key: LocalKey = {
      name: p.name,
      version: first.version,
      position: first.position,
      takenAt: first.taken_at,
      bytes: rows.reduce((sum, r) => sum + Number(r.bytes), 0),
    };
    let bytes = db.snapshotCacheDir ? await readLocal(db.snapshotCacheDir, key) : null;
    const source = bytes ? 'local copy' : 'database';
    if (!bytes) {
      bytes = await readParts(db, p.name, rows, key.bytes, first.taken_at);
      if (!bytes) return null;
      if (db.snapshotCacheDir) void writeLocal(db.snapshotCacheDir, key, bytes);
    }
    p.snapshots.restore(deserializeOwned(bytes));
    restored.add(p);
    const ms = Math.round(performance.now() - started);
    log().info(
      { projector: p.name, bytes: bytes.length, ms, source },
      `${p.name} restored from its snapshot's ${source} (${bytes.length} bytes, ${ms} ms)`,
    );
    return position;
  } catch (error) {
    log().warn({ projector: p.name, err: error }, `snapshot of ${p.name} unreadable: rebuilding`);
    p.reset();
    return null;
  }
}

/**
 * The parts of a snapshot read from the database into one buffer of `total` bytes; null when one is
 * missing or short. Each part is one `COPY … TO STDOUT (FORMAT binary)` that streams the row's bytes
 * as they are, each chunk copied into place as it arrives (`BinaryCopyFields`), all in one
 * transaction. A SELECT made the server encode the bytes as text (base64 or hex: the wire protocol's
 * text results; pg's binary results turn every field into a string first) and pg gather each 16 MB
 * row whole before this process decoded it: 127 MB took 1.4-2.0 s and 0.5 s of this process's CPU,
 * a COPY 0.46-0.6 s and 0.18-0.23 s (PostgreSQL 15 on this 2-core machine, loaded). One part a
 * COPY, not the whole snapshot in one: the whole snapshot in one SELECT grew the embedded
 * database's memory, which it never gives back, by twice its size (bench:start, 20k documents).
 * `takenAt` names the rows the caller listed.
 */
async function readParts(
  db: Database,
  name: string,
  rows: { part: number; bytes: number }[],
  total: number,
  takenAt: string,
): Promise<Buffer | null> {
  const bytes = Buffer.allocUnsafeSlow(total);
  const complete = await db.tx(async (client) => {
    let at = 0;
    for (const { part, bytes: size } of rows) {
      const fields = new BinaryCopyFields(bytes.subarray(at, at + Number(size)), [Number(size)]);
      const row = `name = ${client.escapeLiteral(name)} AND part = ${Number(part)} AND taken_at::text = ${client.escapeLiteral(takenAt)}`;
      // Read to the end even after a failure: the connection is only usable again once the COPY ended.
      for await (const chunk of client.query(copyTo(`COPY (SELECT data FROM memory_snapshots WHERE ${row}) TO STDOUT (FORMAT binary)`)))
        fields.push(chunk as Buffer);
      if (!fields.complete) {
        log().warn({ projector: name, part, reason: fields.failure ?? 'short' }, `snapshot of ${name} did not read whole`);
        return false;
      }
      at += Number(size);
    }
    return true;
  });
  return complete ? bytes : null;
}

/**
 * The local copy of a snapshot (Database.snapshotCacheDir): the same bytes as the database's rows,
 * in a file per model, named by what identifies the rows (model, version, position and the time they
 * were written), with a CRC-32 of the bytes. A restart on the same machine reads it instead of the
 * rows: at 20,000 documents the rows took seconds to come through the wire protocol (PGlite's more),
 * the file a fraction of one. A file that names other rows, is short or fails its CRC is not used.
 */
interface LocalKey {
  name: string;
  version: string;
  position: string;
  takenAt: string;
  bytes: number;
}

const HEADER_BYTES = 4096;
const localFile = (dir: string, name: string) => join(dir, `${name.replace(/[^\w.-]/g, '_')}.snapshot`);
const sameKey = (a: LocalKey, b: LocalKey) =>
  a.name === b.name && a.version === b.version && a.position === b.position && a.takenAt === b.takenAt && a.bytes === b.bytes;

async function readLocal(dir: string, key: LocalKey): Promise<Buffer | null> {
  let file;
  try {
    file = await open(localFile(dir, key.name), 'r');
  } catch {
    return null;
  }
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    await file.read(header, 0, HEADER_BYTES, 0);
    const end = header.indexOf(0);
    const stored = JSON.parse(header.toString('utf8', 0, end < 0 ? HEADER_BYTES : end)) as LocalKey & { crc: number };
    if (!sameKey(stored, key)) return null;
    const bytes = Buffer.allocUnsafeSlow(key.bytes);
    let at = 0;
    while (at < bytes.length) {
      const { bytesRead } = await file.read(bytes, at, bytes.length - at, HEADER_BYTES + at);
      if (bytesRead === 0) return null;
      at += bytesRead;
    }
    if (crc32(bytes) !== stored.crc) {
      log().warn({ projector: key.name }, `local copy of the snapshot of ${key.name} is damaged: read from the database`);
      return null;
    }
    return bytes;
  } catch {
    return null;
  } finally {
    await file.close();
  }
}

/** CRC-32 of `bytes`, 4 MB at a time with a turn of the event loop between (100 MB took about 100 ms at once). */
async function crc32InTurns(bytes: Buffer): Promise<number> {
  let crc = 0;
  for (let at = 0; at < bytes.length; at += 4 << 20) {
    crc = crc32(bytes.subarray(at, at + (4 << 20)), crc);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return crc;
}

/** Writes the local copy (a new file renamed over the old: a reader never sees half of one); failures are logged. */
async function writeLocal(dir: string, key: LocalKey, bytes: Buffer): Promise<void> {
  const target = localFile(dir, key.name);
  const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const header = Buffer.alloc(HEADER_BYTES);
    header.write(JSON.stringify({ ...key, crc: await crc32InTurns(bytes) }));
    await writeFile(partial, [header, bytes], { mode: 0o600 });
    await rename(partial, target);
  } catch (error) {
    log().warn({ projector: key.name, err: error }, `local copy of the snapshot of ${key.name} not written`);
    await rm(partial, { force: true });
  }
}

/** What the database holds of a model's snapshot: its version, the position it covers and its age (by the database's clock). */
export interface StoredSnapshot {
  version: string;
  position: Position | null;
  ageMs: number;
}

/** The snapshot of `name` the database holds (its first row), or null when there is none or no table yet. */
export async function storedSnapshot(db: Database, name: string): Promise<StoredSnapshot | null> {
  try {
    const { rows } = await db.query<{ version: string; position: string; age_ms: number }>(
      `SELECT version, position, (extract(epoch FROM now() - taken_at) * 1000)::float8 AS age_ms
         FROM memory_snapshots WHERE name = $1 AND part = 0`,
      [name],
    );
    return rows[0] ? { version: rows[0].version, position: parsePosition(rows[0].position), ageMs: Number(rows[0].age_ms) } : null;
  } catch {
    return null;
  }
}

/** Stores `p`'s state as its snapshot (replacing the previous one), in rows of `partBytes`; the bytes written. */
export async function saveSnapshot(db: Database, p: MemoryProjector & { snapshots: Snapshots }, partBytes = PART_BYTES): Promise<number> {
  const thaw = p.snapshots.freeze?.();
  let taken: ReturnType<Snapshots['take']>;
  let bytes: Buffer;
  try {
    taken = p.snapshots.take();
    if (!taken.position) return 0;
    bytes = thaw ? await serializeInTurns(taken.state) : serialize(taken.state);
  } finally {
    thaw?.();
  }
  const { position } = taken;
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += partBytes) parts.push(bytes.subarray(at, at + partBytes));
  await db.migrate(SNAPSHOT_SCHEMA);
  const takenAt = await db.tx(async (c) => {
    // Two instances saving at once: one waits for the other, the later snapshot stays.
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`memory_snapshots:${p.name}`]);
    await c.query('DELETE FROM memory_snapshots WHERE name = $1', [p.name]);
    let taken = '';
    for (const [part, data] of parts.entries()) {
      const { rows } = await c.query<{ taken_at: string }>(
        'INSERT INTO memory_snapshots (name, part, parts, version, position, data) VALUES ($1, $2, $3, $4, $5, $6) RETURNING taken_at::text AS taken_at',
        [p.name, part, parts.length, p.snapshots.version, formatPosition(position), data],
      );
      taken = rows[0].taken_at;
    }
    return taken;
  });
  if (db.snapshotCacheDir)
    await writeLocal(
      db.snapshotCacheDir,
      {
        name: p.name,
        version: p.snapshots.version,
        position: formatPosition(position),
        takenAt,
        bytes: bytes.length,
      },
      bytes,
    );
  return bytes.length;
}

export const keepsSnapshots = (p: { kind: string; snapshots?: Snapshots }): p is MemoryProjector & { snapshots: Snapshots } =>
  p.kind === 'memory' && p.snapshots !== undefined;

import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { comparePositions, formatPosition, type Position } from '../event-store/position.js';
import { lockCheckpoint, readCheckpoint, readVersion, storeCheckpoint, storeVersion } from './checkpoints.js';
import { liveTables, suffixedTables, type SqlProjector, type TableNames } from './projector.js';

const BATCH = 1000;

async function dropTables(c: Queryable, t: TableNames): Promise<void> {
  for (const physical of Object.values(t)) await c.query(`DROP TABLE IF EXISTS ${physical} CASCADE`);
}

/** Applies every event from the start (up to `upTo`, inclusive) into fresh tables named with `suffix`. */
export async function buildFresh(db: Database, store: EventStore, p: SqlProjector, suffix: string, upTo: Position | null = null) {
  const t = suffixedTables(p, suffix);
  await dropTables(db, t);
  await db.migrate(p.ddl(t));
  let cursor: Position | null = null;
  while (true) {
    const batch = await store.readAll({ from: cursor, maxCount: BATCH });
    const todo = upTo ? batch.filter((e) => comparePositions(e.globalPosition, upTo) <= 0) : batch;
    if (todo.length) {
      await db.tx(async (c) => {
        for (const event of todo) await p.apply(c, event, t);
      });
      cursor = todo[todo.length - 1].globalPosition;
    }
    if (batch.length < BATCH || todo.length < batch.length) break;
  }
  return { tables: t, position: cursor };
}

/** One hash over every row of every table of the read model, in key order. */
export async function checksum(c: Queryable, p: SqlProjector, t: TableNames): Promise<string> {
  const hash = createHash('sha256');
  for (const [logical, { orderBy }] of Object.entries(p.tables)) {
    const { rows } = await c.query<{ h: string | null; n: number }>(
      `SELECT md5(string_agg(md5(x::text), '' ORDER BY ${orderBy})) AS h, count(*)::int AS n FROM ${t[logical]} x`,
    );
    hash.update(`${logical}:${rows[0].n}:${rows[0].h ?? ''};`);
  }
  return hash.digest('hex').slice(0, 16);
}

export interface VerifyResult {
  projector: string;
  position: string | null;
  live: string;
  rebuilt: string;
  equal: boolean;
}

/** Rebuilds beside the live read model up to the live checkpoint and compares checksums. */
export async function verify(db: Database, store: EventStore, p: SqlProjector): Promise<VerifyResult> {
  const live = await db.tx(async (c) => {
    const position = await readCheckpoint(c, p.name);
    return { position, sum: await checksum(c, p, liveTables(p)) };
  }, 'repeatable read');
  const fresh = await buildFresh(db, store, p, 'verify', live.position);
  const rebuilt = await checksum(db, p, fresh.tables);
  await dropTables(db, fresh.tables);
  return {
    projector: p.name,
    position: live.position ? formatPosition(live.position) : null,
    live: live.sum,
    rebuilt,
    equal: live.sum === rebuilt,
  };
}

async function catchUp(db: Database, store: EventStore, p: SqlProjector, t: TableNames, from: Position | null) {
  let cursor = from;
  while (true) {
    const batch = await store.readAll({ from: cursor, maxCount: BATCH });
    if (batch.length) {
      await db.tx(async (c) => {
        for (const event of batch) await p.apply(c, event, t);
      });
      cursor = batch[batch.length - 1].globalPosition;
    }
    if (batch.length < BATCH) return cursor;
  }
}

/**
 * Rebuilds into fresh tables, then swaps them in under the checkpoint lock. Events are never read
 * while the lock is held (embedded PGlite runs one transaction at a time), so when the live
 * projector got ahead meanwhile, the fresh tables catch up and the swap is tried again.
 */
export async function rebuildAndSwap(db: Database, store: EventStore, p: SqlProjector): Promise<Position | null> {
  const fresh = await buildFresh(db, store, p, 'rebuild');
  let cursor = fresh.position;
  for (let attempt = 0; attempt < 20; attempt++) {
    cursor = await catchUp(db, store, p, fresh.tables, cursor);
    const swapped = await db.tx(async (c) => {
      const live = await lockCheckpoint(c, p.name);
      if (live && (!cursor || comparePositions(cursor, live) < 0)) return false;
      const names = liveTables(p);
      await dropTables(c, names);
      for (const logical of Object.keys(p.tables)) {
        await c.query(`ALTER TABLE ${fresh.tables[logical]} RENAME TO ${names[logical]}`);
      }
      if (cursor) await storeCheckpoint(c, p.name, cursor);
      return true;
    });
    if (swapped) {
      if (p.version) await storeVersion(db, p.name, p.version);
      return cursor;
    }
  }
  throw new Error(`Rebuild of ${p.name} could not catch up with the live projection`);
}

/**
 * Rebuilds a read model whose rows were made by another version of its projector (see
 * `SqlProjector.version`); a read model with no rows yet only records the version. True when rebuilt.
 * Not guarded across instances (the fresh tables have one name): after an upgrade that changes a
 * version, one instance starts first (README, read models).
 */
export async function rebuildIfOutdated(db: Database, store: EventStore, p: SqlProjector): Promise<boolean> {
  if (!p.version || (await readVersion(db, p.name)) === p.version) return false;
  if (!(await readCheckpoint(db, p.name))) {
    await storeVersion(db, p.name, p.version);
    return false;
  }
  await rebuildAndSwap(db, store, p);
  return true;
}

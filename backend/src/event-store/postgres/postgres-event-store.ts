import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Database, Queryable } from '../../database/database.js';
import { DuplicateEventIdError, WrongExpectedVersionError, type ExpectedVersion } from '../errors.js';
import type { AppendResult, EventStore, NewEvent, StoredEvent, SubscribeOptions } from '../event-store.port.js';
import { formatPosition, type Position } from '../position.js';
import { EVENT_STORE_SCHEMA } from './schema.js';

const CHANNEL = 'kb_events';
const COLUMNS = `id, stream_id, stream_version, type, schema_version, data, metadata, recorded_at,
  transaction_id::text AS tx, global_position::text AS gp`;

interface Row {
  id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: StoredEvent['metadata'];
  recorded_at: Date;
  tx: string;
  gp: string;
}

function toEvent(row: Row): StoredEvent {
  const globalPosition = { major: BigInt(row.tx), minor: BigInt(row.gp) };
  return {
    id: row.id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    position: formatPosition(globalPosition),
    globalPosition,
    type: row.type,
    data: row.data,
    schemaVersion: row.schema_version,
    metadata: row.metadata,
    recordedAt: row.recorded_at.toISOString(),
  };
}

export class PostgresEventStore implements EventStore {
  readonly adapter = 'postgres' as const;
  private readonly wake = new EventEmitter();
  private generation = 0;
  private remoteNotifyPending = false;
  private readonly inflight = new Map<string, Promise<StoredEvent[]>>();
  private listener: pg.Client | null = null;

  private readonly pollMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: {
      /** Fallback poll for commits hidden by the xid gate or made by other processes. */
      pollMs?: number;
      /** Runs inside the append transaction just before COMMIT; the conformance suite uses it to commit out of order. */
      beforeCommit?: () => Promise<void>;
    } = {},
  ) {
    this.pollMs = options.pollMs ?? (db.mode === 'postgres' ? 250 : 1000);
    this.wake.setMaxListeners(0);
  }

  async init(): Promise<void> {
    await this.db.query(EVENT_STORE_SCHEMA);
    this.listener = await this.db.listenClient();
    if (this.listener) {
      this.listener.on('notification', () => this.notify());
      this.listener.on('error', () => undefined);
      await this.listener.query(`LISTEN ${CHANNEL}`);
    }
  }

  async close(): Promise<void> {
    this.wake.emit('close');
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (let attempt = 0; ; attempt++) {
      try {
        const result = this.options.beforeCommit
          ? await this.db.tx(async (c) => {
              const r = await this.insert(c, streamId, events, expectedVersion);
              await this.options.beforeCommit!();
              return r;
            })
          : await this.insert(this.db, streamId, events, expectedVersion);
        this.notify();
        this.notifyOthers();
        return result;
      } catch (error) {
        // A retried append fails its version check (the stream moved on by itself): answer the retry.
        if (error instanceof WrongExpectedVersionError && (await this.alreadyStored(events[0].id))) {
          return this.replayedAppend(streamId, events);
        }
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== '23505') throw error;
        if (constraint === 'events_pkey') return this.replayedAppend(streamId, events);
        // Someone appended to the stream between our read of its version and our insert.
        if (typeof expectedVersion === 'number' || expectedVersion === 'no_stream' || attempt >= 20) {
          const current = await this.currentVersion(streamId);
          throw new WrongExpectedVersionError(streamId, expectedVersion, current);
        }
      }
    }
  }

  /**
   * One statement on the happy path: read the stream's version from the unique index, check the
   * expectation, insert. A racing writer trips the (stream_id, stream_version) unique constraint.
   */
  private async insert(c: Queryable, streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const check =
      expected === 'any' ? 'true' : expected === 'no_stream' ? 'cur.v = -1' : expected === 'stream_exists' ? 'cur.v >= 0' : 'cur.v = $7::bigint';
    const variant = typeof expected === 'number' ? 'version' : expected;
    const { rows } = await c.query<{ current: string; tx: string | null; gp: string | null; n: number }>({
      // Named: the hot path is parsed and planned once per connection.
      name: `kb_append_${variant}`,
      text: `WITH cur AS (SELECT coalesce(max(stream_version), -1) AS v FROM events WHERE stream_id = $2),
       ins AS (
         INSERT INTO events (id, stream_id, stream_version, type, schema_version, data, metadata)
         SELECT u.id, $2, cur.v + u.ord, u.type, u.sv, u.data, u.meta
         FROM cur, unnest($1::uuid[], $3::text[], $4::int[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS u(id, type, sv, data, meta, ord)
         WHERE ${check}
         RETURNING transaction_id, global_position
       )
       SELECT (SELECT v FROM cur)::text AS current, count(*)::int AS n,
              max(transaction_id)::text AS tx, max(global_position)::text AS gp FROM ins`,
      values: [
        events.map((e) => e.id),
        streamId,
        events.map((e) => e.type),
        events.map((e) => e.schemaVersion ?? 1),
        events.map((e) => JSON.stringify(e.data ?? {})),
        events.map((e) => JSON.stringify(e.metadata)),
        ...(typeof expected === 'number' ? [expected] : []),
      ],
    });
    const row = rows[0];
    if (row.n === 0) throw new WrongExpectedVersionError(streamId, expected, Number(row.current));
    return {
      nextExpectedVersion: Number(row.current) + events.length,
      position: { major: BigInt(row.tx!), minor: BigInt(row.gp!) },
    };
  }

  /** Ids already stored: the same append retried is acknowledged; anything else is a clash. */
  private async replayedAppend(streamId: string, events: NewEvent[]): Promise<AppendResult> {
    const { rows } = await this.db.query<Row>(`SELECT ${COLUMNS} FROM events WHERE id = ANY($1::uuid[]) ORDER BY stream_version`, [
      events.map((e) => e.id),
    ]);
    if (rows.length === events.length && rows.every((r) => r.stream_id === streamId)) {
      const last = toEvent(rows[rows.length - 1]);
      return { nextExpectedVersion: last.streamVersion, position: last.globalPosition };
    }
    throw new DuplicateEventIdError(rows.map((r) => r.id));
  }

  private async alreadyStored(id: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM events WHERE id = $1', [id]);
    return rows.length > 0;
  }

  private async currentVersion(streamId: string): Promise<number> {
    const { rows } = await this.db.query<{ v: string }>(
      'SELECT coalesce(max(stream_version), -1)::text AS v FROM events WHERE stream_id = $1',
      [streamId],
    );
    return Number(rows[0].v);
  }

  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StoredEvent[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version LIMIT $3`,
      [streamId, options.fromVersion ?? 0, options.maxCount ?? 1_000_000],
    );
    return rows.map(toEvent);
  }

  async readAll(options: { from?: Position | null; maxCount?: number; types?: string[] } = {}): Promise<StoredEvent[]> {
    if (options.types?.length) return this.queryAll(options);
    // Every projector wakes on the same append and asks for the same page: one query serves them all.
    const key = `${options.from ? formatPosition(options.from) : 'start'}|${options.maxCount ?? 1000}|${this.generation}`;
    const shared = this.inflight.get(key);
    if (shared) return shared;
    const read = this.queryAll(options).finally(() => this.inflight.delete(key));
    this.inflight.set(key, read);
    return read;
  }

  private async queryAll(options: { from?: Position | null; maxCount?: number; types?: string[] }): Promise<StoredEvent[]> {
    const from = options.from ?? null;
    const params: unknown[] = [options.maxCount ?? 1000];
    let where = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
    if (from) {
      params.push(from.major.toString(), from.minor.toString());
      where += ` AND (transaction_id, global_position) > ($2::text::xid8, $3::bigint)`;
    }
    if (options.types?.length) {
      params.push(options.types);
      where += ` AND type = ANY($${params.length}::text[])`;
    }
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE ${where} ORDER BY transaction_id, global_position LIMIT $1`,
      params,
    );
    return rows.map(toEvent);
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<StoredEvent> {
    const batchSize = options.batchSize ?? 500;
    let cursor = options.from ?? null;
    while (!options.signal?.aborted) {
      const seen = this.generation;
      const batch = await this.readAll({ from: cursor, maxCount: batchSize });
      for (const event of batch) {
        if (options.signal?.aborted) return;
        yield event;
        cursor = event.globalPosition;
      }
      if (batch.length < batchSize) await this.waitForWake(seen, options.signal);
    }
  }

  async headPosition(): Promise<Position | null> {
    const { rows } = await this.db.query<{ tx: string; gp: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS gp FROM events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows[0] ? { major: BigInt(rows[0].tx), minor: BigInt(rows[0].gp) } : null;
  }

  private notify(): void {
    this.generation++;
    this.wake.emit('wake');
  }

  /**
   * Wakes subscribers of other instances. Coalesced and not awaited: a NOTIFY inside the append
   * (or a trigger) serialises commits on the notify queue and cost a third of append throughput.
   */
  private notifyOthers(): void {
    if (this.db.mode !== 'postgres' || this.remoteNotifyPending) return;
    this.remoteNotifyPending = true;
    setImmediate(() => {
      this.remoteNotifyPending = false;
      this.db.query(`SELECT pg_notify('${CHANNEL}', '')`).catch(() => undefined);
    });
  }

  private waitForWake(seen: number, signal?: AbortSignal): Promise<void> {
    if (this.generation !== seen || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.off('wake', done);
        this.wake.off('close', done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wake.on('wake', done);
      this.wake.on('close', done);
      signal?.addEventListener('abort', done);
    });
  }
}

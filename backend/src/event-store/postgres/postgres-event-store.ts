import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Database } from '../../database/database.js';
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
  metadata: any;
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

function checkExpected(streamId: string, expected: ExpectedVersion, actual: number): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === -1) ||
    (expected === 'stream_exists' && actual >= 0) ||
    expected === actual;
  if (!ok) throw new WrongExpectedVersionError(streamId, expected, actual);
}

export class PostgresEventStore implements EventStore {
  readonly adapter = 'postgres' as const;
  private readonly wake = new EventEmitter();
  private generation = 0;
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
    try {
      return await this.tryAppend(streamId, events, expectedVersion);
    } catch (error) {
      // A concurrent append with the same ids won the race: answer as for a retry.
      if ((error as { code?: string }).code === '23505' && String((error as Error).message).includes('events_pkey')) {
        return this.tryAppend(streamId, events, expectedVersion);
      }
      throw error;
    }
  }

  private async tryAppend(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const result = await this.db.tx(async (c) => {
      const ids = events.map((e) => e.id);
      const existing = await c.query<Row>(`SELECT ${COLUMNS} FROM events WHERE id = ANY($1::uuid[]) ORDER BY stream_version`, [ids]);
      if (existing.rows.length > 0) {
        const sameStream = existing.rows.every((r) => r.stream_id === streamId);
        if (existing.rows.length === ids.length && sameStream) {
          const last = toEvent(existing.rows[existing.rows.length - 1]);
          return { nextExpectedVersion: last.streamVersion, position: last.globalPosition, fresh: false };
        }
        throw new DuplicateEventIdError(existing.rows.map((r) => r.id));
      }
      await c.query('INSERT INTO event_streams (stream_id, version) VALUES ($1, -1) ON CONFLICT DO NOTHING', [streamId]);
      const { rows } = await c.query<{ version: number }>('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [streamId]);
      const current = Number(rows[0].version);
      checkExpected(streamId, expected, current);
      const inserted = await c.query<{ tx: string; gp: string }>(
        `INSERT INTO events (id, stream_id, stream_version, type, schema_version, data, metadata)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
         RETURNING transaction_id::text AS tx, global_position::text AS gp`,
        [
          ids,
          events.map(() => streamId),
          events.map((_, i) => current + 1 + i),
          events.map((e) => e.type),
          events.map((e) => e.schemaVersion ?? 1),
          events.map((e) => JSON.stringify(e.data ?? {})),
          events.map((e) => JSON.stringify(e.metadata)),
        ],
      );
      const next = current + events.length;
      await c.query('UPDATE event_streams SET version = $2 WHERE stream_id = $1', [streamId, next]);
      if (this.db.mode === 'postgres') await c.query(`SELECT pg_notify('${CHANNEL}', '')`);
      await this.options.beforeCommit?.();
      const last = inserted.rows.reduce((a, b) => (BigInt(b.gp) > BigInt(a.gp) ? b : a));
      return { nextExpectedVersion: next, position: { major: BigInt(last.tx), minor: BigInt(last.gp) }, fresh: true };
    });
    if (result.fresh) this.notify();
    return { nextExpectedVersion: result.nextExpectedVersion, position: result.position };
  }

  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StoredEvent[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version LIMIT $3`,
      [streamId, options.fromVersion ?? 0, options.maxCount ?? 1_000_000],
    );
    return rows.map(toEvent);
  }

  async readAll(options: { from?: Position | null; maxCount?: number; types?: string[] } = {}): Promise<StoredEvent[]> {
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

import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Database } from '../../database/database.js';
import { DuplicateEventIdError, WrongExpectedVersionError, type ExpectedVersion } from '../errors.js';
import type { AppendResult, EventColumns, EventStore, NewEvent, StoredEvent, SubscribeOptions, TypedPage } from '../event-store.port.js';
import { comparePositions, formatPosition, parsePosition, type Position } from '../position.js';
import { currentVersion, insertEvents } from './append-statements.js';
import { COLUMNS, toEvent, type Row } from './rows.js';
import { EVENT_STORE_SCHEMA } from './schema.js';

const CHANNEL = 'kb_events';
/** At most one NOTIFY per this many ms while appends keep coming, the first at once (5 ms cost single appends 5-7%: README). */
const NOTIFY_WINDOW_MS = 20;
export class PostgresEventStore implements EventStore {
  readonly adapter = 'postgres' as const;
  private readonly wake = new EventEmitter();
  private generation = 0;
  private remoteNotifyPending = false;
  private remoteNotifyWindow: NodeJS.Timeout | null = null;
  private remoteNotifyAgain = false;
  /** The furthest position this process appended or heard of (NOTIFY): a reader short of it is held back by the xid gate. */
  private known: Position | null = null;
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
    await this.db.migrate(EVENT_STORE_SCHEMA);
    this.listener = await this.db.listenClient();
    if (this.listener) {
      this.listener.on('notification', (message) => this.notify(this.positionIn(message.payload)));
      this.listener.on('error', () => undefined);
      await this.listener.query(`LISTEN ${CHANNEL}`);
    }
  }

  async close(): Promise<void> {
    this.wake.emit('close');
    if (this.remoteNotifyWindow) clearTimeout(this.remoteNotifyWindow);
    this.remoteNotifyWindow = null;
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (let attempt = 0; ; attempt++) {
      try {
        const result = this.options.beforeCommit
          ? await this.db.tx(async (c) => {
              const r = await insertEvents(c, streamId, events, expectedVersion);
              await this.options.beforeCommit!();
              return r;
            })
          : await insertEvents(this.db, streamId, events, expectedVersion);
        this.notify(result.position);
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
          const current = await currentVersion(this.db, streamId);
          throw new WrongExpectedVersionError(streamId, expectedVersion, current);
        }
      }
    }
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

  /**
   * Bounded by the head read first: every event up to it is committed (it is below the xid gate),
   * so a short page says that no event of these types lies between `from` and the head.
   */
  async readTyped(options: { from?: Position | null; types: readonly string[]; maxCount: number }): Promise<TypedPage> {
    const from = options.from ?? null;
    const head = await this.headPosition();
    if (!head || (from && comparePositions(head, from) <= 0)) return { events: [], through: from ?? head };
    const params: unknown[] = [options.maxCount, options.types, head.major.toString(), head.minor.toString()];
    let where = `type = ANY($2::text[]) AND (transaction_id, global_position) <= ($3::text::xid8, $4::bigint)`;
    if (from) {
      params.push(from.major.toString(), from.minor.toString());
      where += ` AND (transaction_id, global_position) > ($5::text::xid8, $6::bigint)`;
    }
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE ${where} ORDER BY transaction_id, global_position LIMIT $1`,
      params,
    );
    const events = rows.map(toEvent);
    const full = events.length >= options.maxCount;
    return { events, through: full ? events[events.length - 1].globalPosition : head };
  }

  /**
   * As readAll, only the columns the audit chain hashes, in arrays, the JSON as text: no object per
   * row, no JSON.parse (through readAll, verification's read was 1.7× a plain scan). The positions
   * are aliased: named as their columns, ORDER BY would sort their text (10 before 9).
   */
  async readAllColumns(options: { from?: Position | null; maxCount: number }): Promise<EventColumns> {
    const from = options.from ?? null;
    const query: pg.QueryArrayConfig = {
      text: `SELECT id, stream_id, stream_version, type, data::text, metadata::text, transaction_id::text AS tx, global_position::text AS gp
             FROM events WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
             ${from ? 'AND (transaction_id, global_position) > ($2::text::xid8, $3::bigint)' : ''}
             ORDER BY transaction_id, global_position LIMIT $1`,
      values: from ? [options.maxCount, from.major.toString(), from.minor.toString()] : [options.maxCount],
      rowMode: 'array',
    };
    const { rows } = await this.db.query<string[]>(query);
    const out: EventColumns = { ids: [], streamIds: [], versions: [], types: [], data: [], metadata: [], last: null };
    // stream_version comes as a number (bigint's parser, database.ts); the rest as text.
    const columns = [out.ids, out.streamIds, out.versions, out.types, out.data, out.metadata] as unknown[][];
    for (const row of rows) for (let i = 0; i < columns.length; i++) columns[i].push(row[i]);
    const end = rows[rows.length - 1];
    if (end) out.last = { major: BigInt(end[6]), minor: BigInt(end[7]) };
    return out;
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<StoredEvent> {
    const batchSize = options.batchSize ?? 500;
    let cursor = options.from ?? null;
    let retryMs = 0;
    while (!options.signal?.aborted) {
      const seen = this.generation;
      const batch = await this.readAll({ from: cursor, maxCount: batchSize });
      for (const event of batch) {
        if (options.signal?.aborted) return;
        yield event;
        cursor = event.globalPosition;
      }
      if (batch.length >= batchSize) continue;
      // An append this process knows committed is still out of sight: a transaction that started
      // before it is still open (the xid gate). Its commit wakes nobody, so look again soon
      // (2, 4, 8… ms up to the poll) instead of a whole poll interval (250 ms on a server).
      const hidden = this.known !== null && (cursor === null || comparePositions(cursor, this.known) < 0);
      retryMs = hidden ? Math.min(this.pollMs, retryMs ? retryMs * 2 : 2) : 0;
      await this.waitForWake(seen, options.signal, hidden ? retryMs : this.pollMs);
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

  /** As headPosition without the xid gate: what a reader that waits for "everything committed" must reach. */
  async committedHeadPosition(): Promise<Position | null> {
    const { rows } = await this.db.query<{ tx: string; gp: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS gp FROM events
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows[0] ? { major: BigInt(rows[0].tx), minor: BigInt(rows[0].gp) } : null;
  }

  private notify(position: Position | null = null): void {
    if (position && (!this.known || comparePositions(this.known, position) < 0)) this.known = position;
    this.generation++;
    this.wake.emit('wake');
  }

  /**
   * Wakes subscribers of other instances. Coalesced and not awaited: a NOTIFY inside the append
   * (or a trigger) serialises commits on the notify queue and cost a third of append throughput.
   * The first append of a burst notifies at once; later ones within NOTIFY_WINDOW_MS share one
   * NOTIFY at the window's end (carrying the furthest position). One NOTIFY per append halved
   * single appends on the server (bench:events at load 6: 0.29-0.53 of a plain INSERT; without
   * the NOTIFY 1.03).
   */
  private notifyOthers(): void {
    if (this.db.mode !== 'postgres') return;
    if (this.remoteNotifyWindow) {
      this.remoteNotifyAgain = true;
      return;
    }
    this.remoteNotifyWindow = setTimeout(() => {
      this.remoteNotifyWindow = null;
      if (!this.remoteNotifyAgain) return;
      this.remoteNotifyAgain = false;
      this.notifyOthers();
    }, NOTIFY_WINDOW_MS);
    this.remoteNotifyWindow.unref();
    if (this.remoteNotifyPending) return;
    this.remoteNotifyPending = true;
    setImmediate(() => {
      this.remoteNotifyPending = false;
      // The furthest position appended here: a listener that cannot see it yet looks again soon.
      const payload = this.known ? `${this.db.schema ?? ''}|${formatPosition(this.known)}` : '';
      // Without waiting for its commit to reach disk: a wake-up needs no durability (a lost one is
      // caught by the poll), and a NOTIFY's commit is flushed like an insert's, a second per append.
      this.db.query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify('${CHANNEL}', $1)`, [payload]).catch(() => undefined);
    });
  }

  /**
   * The position a NOTIFY announces, when it comes from this store's own schema: every schema of
   * the database shares the channel, and another one's positions say nothing of this one's log.
   */
  private positionIn(payload: string | undefined): Position | null {
    const [schema, position] = (payload ?? '').split('|');
    return position !== undefined && schema === (this.db.schema ?? '') ? parsePosition(position) : null;
  }

  private waitForWake(seen: number, signal: AbortSignal | undefined, timeoutMs: number): Promise<void> {
    if (this.generation !== seen || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.off('wake', done);
        this.wake.off('close', done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.wake.on('wake', done);
      this.wake.on('close', done);
      signal?.addEventListener('abort', done);
    });
  }
}

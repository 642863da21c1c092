import { traceIdOf } from '../../observability/tracing.js';
import { EventEmitter } from 'node:events';
import type { Database } from '../../database/database.js';
import { inLane } from '../../database/lanes.js';
import type { EventStore, StoredEvent } from '../../event-store/event-store.port.js';
import { comparePositions, formatPosition, type Position } from '../../event-store/position.js';
import { inBatches } from '../../projections/batches.js';
import { CHECKPOINT_SCHEMA, lockCheckpoint, readCheckpoint, storeCheckpoint } from '../../projections/checkpoints.js';
import { GENESIS_HASH, chainHash } from '../ledger/chain.js';
import { redactData } from '../ledger/redact.js';
import { AUDIT_LEDGER, AUDIT_LOG_DDL } from './audit-log.schema.js';
import { logger } from '../../observability/logger.js';

/** An event as the ledger numbered and chained it. */
export interface LedgerEntry {
  seq: number;
  hash: string;
  event: StoredEvent;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The ledger projection: follows the global order and appends one `audit_log` row per event, chained
 * by hash, a whole batch in one multi-row INSERT with its checkpoint in the same transaction.
 * It is not registered with the ProjectionRunner on purpose: a read model there may be rebuilt from
 * the events, and a ledger rebuilt from rewritten events would bless the rewrite.
 */
export class AuditLogFollower {
  private readonly emitter = new EventEmitter();
  private abort: AbortController | null = null;
  private loop: Promise<void> | null = null;
  private position: Position | null = null;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async migrate(): Promise<void> {
    await this.db.migrate(CHECKPOINT_SCHEMA);
    await this.db.migrate(AUDIT_LOG_DDL);
  }

  async start(): Promise<void> {
    await this.migrate();
    this.position = await readCheckpoint(this.db, AUDIT_LEDGER);
    this.abort = new AbortController();
    // Like the read models: a chat request may keep the embedded connection for its commands a moment (lanes.ts).
    const signal = this.abort.signal;
    this.loop = inLane('projection', () => this.run(signal));
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop?.catch(() => undefined);
    this.loop = null;
  }

  /** Called with the entries of each committed batch, in order. */
  onAppended(listener: (entries: LedgerEntry[]) => void): () => void {
    this.emitter.on('appended', listener);
    return () => this.emitter.off('appended', listener);
  }

  /**
   * Resolves once the ledger holds every event up to `position` (or every event committed now). Not
   * the head readers see: a transaction open anywhere on a Postgres server hides later commits from
   * it, and the ledger said it was complete with none of them chained.
   */
  async caughtUp(position?: Position | null, timeoutMs = 60_000): Promise<void> {
    const target = position === undefined ? await (this.store.committedHeadPosition?.() ?? this.store.headPosition()) : position;
    const passed = () => !target || (this.position !== null && comparePositions(this.position, target) >= 0);
    if (passed()) return;
    await new Promise<void>((resolve, reject) => {
      const check = () => passed() && (cleanup(), resolve());
      const timer = setTimeout(
        () => (cleanup(), reject(new Error(`audit ledger not at ${formatPosition(target!)} in ${timeoutMs} ms`))),
        timeoutMs,
      );
      const cleanup = () => (clearTimeout(timer), this.emitter.off('advanced', check));
      this.emitter.on('advanced', check);
    });
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        for await (const batch of inBatches(this.store.subscribeToAll({ from: this.position, signal, batchSize: 1000 }), 1000)) {
          const entries = await this.append(batch);
          this.position = batch[batch.length - 1].globalPosition;
          if (entries.length) this.emitter.emit('appended', entries);
          this.emitter.emit('advanced');
        }
      } catch (error) {
        if (signal.aborted) return;
        logger('audit').error({ err: error }, 'audit ledger failed; retrying');
        this.position = await readCheckpoint(this.db, AUDIT_LEDGER).catch(() => this.position);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  /** Appends a batch: skips what another instance already chained, continues the chain from the last row. */
  async append(batch: StoredEvent[]): Promise<LedgerEntry[]> {
    return this.db.tx(async (c) => {
      const done = await lockCheckpoint(c, AUDIT_LEDGER);
      const todo = done ? batch.filter((e) => comparePositions(e.globalPosition, done) > 0) : batch;
      if (!todo.length) return [];
      const { rows } = await c.query<{ seq: number; hash: string }>('SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1');
      let seq = rows[0]?.seq ?? 0;
      let hash = rows[0]?.hash ?? GENESIS_HASH;
      const entries = todo.map((event) => {
        hash = chainHash(hash, event);
        return { seq: ++seq, hash, event };
      });
      const col = <T>(f: (e: LedgerEntry) => T) => entries.map(f);
      const data = (e: LedgerEntry) => (e.event.data ?? {}) as Record<string, unknown>;
      await c.query(
        `INSERT INTO audit_log (seq, event_id, store_position, stream_id, stream_version, type, data, actor, correlation_id,
           causation_id, at, conversation_id, owner_id, message_id, hash, trace_id)
         SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::jsonb[], $8::text[],
           $9::text[], $10::text[], $11::timestamptz[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[])`,
        [
          col((e) => e.seq),
          col((e) => e.event.id),
          col((e) => e.event.position),
          col((e) => e.event.streamId),
          col((e) => e.event.streamVersion),
          col((e) => e.event.type),
          col((e) => JSON.stringify(redactData(e.event.data ?? {}))),
          col((e) => str(e.event.metadata?.actor) ?? 'unknown'),
          col((e) => str(e.event.metadata?.correlationId) ?? ''),
          col((e) => str(e.event.metadata?.causationId)),
          col((e) => str(e.event.metadata?.at) ?? e.event.recordedAt),
          col((e) => str(data(e).conversationId)),
          col((e) => str(data(e).ownerId)),
          col((e) => str(data(e).messageId)),
          col((e) => e.hash),
          col((e) => traceIdOf(str(e.event.metadata?.traceparent))),
        ],
      );
      await storeCheckpoint(c, AUDIT_LEDGER, todo[todo.length - 1].globalPosition);
      return entries;
    });
  }
}

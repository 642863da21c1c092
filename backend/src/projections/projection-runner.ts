import { EventEmitter, setMaxListeners } from 'node:events';
import type { Database, Queryable } from '../database/database.js';
import { inLane } from '../database/lanes.js';
import type { EventStore, StoredEvent } from '../event-store/event-store.port.js';
import { comparePositions, type Position } from '../event-store/position.js';
import { inBatches } from './batches.js';
import { CHECKPOINT_SCHEMA, lockCheckpoint, readCheckpoint, storeCheckpoint } from './checkpoints.js';
import { liveTables, type Projector, type SqlProjector } from './projector.js';
import { rebuildIfOutdated } from './rebuild.js';
import { SqlFirst } from './sql-first.js';
import { keepsSnapshots, restoreSnapshot } from './snapshots.js';
import { context } from '@opentelemetry/api';
import { logger } from '../observability/logger.js';
import { projectionApplied, projectionFailures } from '../observability/metrics.js';
import { contextOfEvent } from '../observability/tracing.js';
import { traced } from './apply-span.js';

/** How long a memory projector applies events before letting other work run (issue 50). */
const MEMORY_SLICE_MS = 10;
/** Events per typed read of a catch-up (as many as a batch of the subscription). */
const CATCH_UP_PAGE = 500;
export class ProjectionTimeoutError extends Error {
  constructor(readonly waitingFor: string[]) {
    super(`Projections did not catch up in time: ${waitingFor.join(', ')}`);
  }
}

/**
 * A read that runs inside a SQL projector's transaction, after the batch's events were applied and
 * before COMMIT: it sees exactly the rows this batch committed, and costs no wait for the one
 * embedded connection after the commit. Its result travels with the committed batch (`reads`).
 */
export type BatchRead = (c: Queryable, events: StoredEvent[]) => Promise<unknown>;

/** Payload of `committed`: the events a projector applied in one committed transaction. */
export interface CommittedBatch {
  projector: string;
  events: StoredEvent[];
  /** What each `readWithin` read of this projector returned inside the transaction. */
  reads?: ReadonlyMap<BatchRead, unknown>;
}

export class ProjectionRunner {
  private readonly projectors = new Map<string, Projector>();
  private readonly positions = new Map<string, Position | null>();
  private readonly emitter = new EventEmitter();
  private abort: AbortController | null = null;
  private loops: Promise<void>[] = [];
  private readonly failures = new Map<string, Error>();
  private readonly readers = new Map<string, Set<BatchRead>>();
  private readonly sqlFirst = new SqlFirst();

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {
    this.emitter.setMaxListeners(0);
  }

  register(projector: Projector): void {
    if (this.projectors.has(projector.name)) throw new Error(`Projector ${projector.name} registered twice`);
    this.projectors.set(projector.name, projector);
  }

  list(): Projector[] {
    return [...this.projectors.values()];
  }

  sqlProjectors(): SqlProjector[] {
    return this.list().filter((p): p is SqlProjector => p.kind === 'sql');
  }

  /** Creates the read-model tables; safe to call on every start. */
  async migrate(): Promise<void> {
    await this.db.migrate(CHECKPOINT_SCHEMA);
    for (const p of this.sqlProjectors()) await this.db.migrate(p.ddl(liveTables(p)));
  }

  async start(): Promise<void> {
    await this.migrate();
    // Rows made by an older version of their projector (another analyser, say) are rebuilt first.
    for (const p of this.sqlProjectors()) {
      if (await rebuildIfOutdated(this.db, this.store, p))
        logger('projection').info({ projector: p.name, version: p.version }, `projection ${p.name} rebuilt for version ${p.version}`);
    }
    this.abort = new AbortController();
    // Every projector's loop waits on this one signal: one listener each, removed when its wait
    // ends. More projectors than Node's default of 10 is not a leak.
    setMaxListeners(0, this.abort.signal);
    // Snapshots are read side by side: one is decoded while the database reads the next.
    const restoring = new Map([...this.projectors.values()].filter(keepsSnapshots).map((p) => [p.name, restoreSnapshot(this.db, p)]));
    for (const p of this.projectors.values()) {
      // A memory projector starts from its snapshot when it keeps one, from the start otherwise.
      const from =
        p.kind === 'sql' ? await readCheckpoint(this.db, p.name) : keepsSnapshots(p) ? await restoring.get(p.name)! : (p.reset(), null);
      this.positions.set(p.name, from);
      // A chat request may keep the embedded connection for its commands a moment (lanes.ts).
      this.loops.push(inLane('projection', () => this.run(p, from, this.abort!.signal)));
    }
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    await Promise.allSettled(this.loops);
    this.loops = [];
  }

  /** Called after each committed batch; used to push live updates once the read model has them. */
  onCommitted(listener: (batch: CommittedBatch) => void): () => void {
    this.emitter.on('committed', listener);
    return () => this.emitter.off('committed', listener);
  }

  /**
   * Runs `read` inside the named SQL projector's transaction whenever a batch applied events; its
   * result is in the `committed` batch's `reads` under `read`. A read that fails fails the batch
   * (it is retried from the checkpoint), so keep it to plain SELECTs of the projector's own rows.
   */
  readWithin(projector: string, read: BatchRead): () => void {
    const reads = this.readers.get(projector) ?? new Set<BatchRead>();
    this.readers.set(projector, reads.add(read));
    return () => void reads.delete(read);
  }

  position(name: string): Position | null {
    return this.positions.get(name) ?? null;
  }

  positionsSnapshot(): Record<string, Position | null> {
    return Object.fromEntries(this.positions);
  }

  /** Read-your-writes: resolves once every (or every named) projector has passed `position`. */
  waitFor(position: Position, options: { timeoutMs?: number; projectors?: string[] } = {}): Promise<void> {
    const names = options.projectors ?? [...this.projectors.keys()];
    const behind = () =>
      names.filter((n) => {
        const at = this.positions.get(n);
        return !at || comparePositions(at, position) < 0;
      });
    if (behind().length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (behind().length > 0) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new ProjectionTimeoutError(behind()));
      }, options.timeoutMs ?? 10_000);
      const cleanup = () => {
        clearTimeout(timer);
        this.emitter.off('advanced', check);
      };
      this.emitter.on('advanced', check);
    });
  }

  lastError(name: string): Error | undefined {
    return this.failures.get(name);
  }

  private async run(p: Projector, from: Position | null, signal: AbortSignal): Promise<void> {
    let cursor = from;
    while (!signal.aborted) {
      try {
        cursor = await this.catchUpTyped(p, cursor, signal);
        for await (const batch of inBatches(this.store.subscribeToAll({ from: cursor, signal }))) {
          const end = batch[batch.length - 1].globalPosition;
          await this.handle(p, batch, end);
          cursor = end;
        }
      } catch (error) {
        if (signal.aborted) return;
        // A failing projector retries from its last committed checkpoint, never skips.
        this.failures.set(p.name, error as Error);
        projectionFailures.inc({ projector: p.name });
        logger('projection').error({ projector: p.name, err: error }, `projection ${p.name} failed; retrying from its checkpoint`);
        cursor = p.kind === 'sql' ? await readCheckpoint(this.db, p.name).catch(() => cursor) : cursor;
        if (p.kind === 'memory') {
          p.reset();
          cursor = null;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  /**
   * A projector that names its event types catches up on those alone, then follows every event: at
   * 20k documents the small read models read every document's text on each start (issue 50).
   */
  private async catchUpTyped(p: Projector, from: Position | null, signal: AbortSignal): Promise<Position | null> {
    if (!p.handles?.length || !this.store.readTyped) return from;
    let cursor = from;
    while (!signal.aborted) {
      const page = await this.store.readTyped({ from: cursor, types: p.handles, maxCount: CATCH_UP_PAGE });
      if (!page.through || (cursor && comparePositions(page.through, cursor) <= 0)) return cursor;
      cursor = page.through;
      await this.handle(p, page.events, cursor);
      if (page.events.length < CATCH_UP_PAGE) return cursor;
    }
    return cursor;
  }

  /** Applies a batch (none: the read passed only others' events) and moves the projector to `cursor`. */
  private async handle(p: Projector, batch: StoredEvent[], cursor: Position): Promise<void> {
    const { applied, reads } = !batch.length
      ? { applied: batch, reads: undefined }
      : p.kind === 'sql'
        ? await this.applySql(p, batch)
        : { applied: await this.applyMemory(p, batch), reads: undefined };
    const stored = this.positions.get(p.name);
    if (!stored || comparePositions(stored, cursor) < 0) this.positions.set(p.name, cursor);
    this.failures.delete(p.name);
    if (applied.length) {
      projectionApplied.labels({ projector: p.name }).inc(applied.length);
      // Pushes that follow run in the trace of the request that appended the last event.
      const last = applied[applied.length - 1];
      const push = () => this.emitter.emit('committed', { projector: p.name, events: applied, reads } satisfies CommittedBatch);
      if (last.metadata?.traceparent) context.with(contextOfEvent(last.metadata), push);
      else push();
    }
    this.emitter.emit('advanced');
  }

  private async applySql(p: SqlProjector, batch: StoredEvent[]): Promise<{ applied: StoredEvent[]; reads?: Map<BatchRead, unknown> }> {
    if (p.handles && !batch.some((e) => p.handles!.includes(e.type))) return { applied: [] };
    const tables = liveTables(p);
    return this.db.tx(async (c) => {
      // Another instance may have applied part of this batch already: skip what it did.
      const done = await lockCheckpoint(c, p.name);
      const todo = done ? batch.filter((e) => comparePositions(e.globalPosition, done) > 0) : batch;
      if (!todo.length) return { applied: todo };
      const handled = p.handles ? todo.filter((e) => p.handles!.includes(e.type)) : todo;
      return this.sqlFirst.holdingLock(async () => {
        await traced(p.name, handled, async () => {
          for (const event of todo) await p.apply(c, event, tables);
        });
        const reads = new Map<BatchRead, unknown>();
        for (const read of this.readers.get(p.name) ?? []) reads.set(read, await read(c, todo));
        await storeCheckpoint(c, p.name, todo[todo.length - 1].globalPosition);
        return { applied: todo, reads };
      });
    });
  }

  private async applyMemory(p: Extract<Projector, { kind: 'memory' }>, batch: StoredEvent[]): Promise<StoredEvent[]> {
    const handled = p.handles ? batch.filter((e) => p.handles!.includes(e.type)) : batch;
    await traced(p.name, handled, async () => {
      let slice = performance.now();
      for (const event of batch) {
        await p.apply(event);
        // A catch-up indexes documents for seconds: requests get the event loop between slices.
        if (performance.now() - slice < MEMORY_SLICE_MS) continue;
        await new Promise((resolve) => setImmediate(resolve));
        await this.sqlFirst.idle();
        slice = performance.now();
      }
    });
    return batch;
  }
}

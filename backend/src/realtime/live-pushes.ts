import type { Queryable } from '../database/database.js';
import type { StoredEvent } from '../event-store/event-store.port.js';
import { logger } from '../observability/logger.js';
import type { BatchRead, CommittedBatch, ProjectionRunner } from '../projections/projection-runner.js';

/**
 * Pushes run one at a time, in the order they were queued: a push reads the read model (awaits),
 * so two batches pushed side by side could reach the browser out of commit order (an `updated`
 * before its `created`). A push that fails is logged under the context's name; the next one runs.
 */
export class PushQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly context: string) {}

  add(push: () => Promise<void> | void): void {
    this.tail = this.tail.then(push).catch((error) => logger(this.context).error({ err: error }, 'live push failed'));
  }

  /** Resolves when every push queued so far has run. */
  idle(): Promise<void> {
    return this.tail;
  }
}

/**
 * The one way a context pushes read-model changes to browsers (DESIGN.md decision 6: only after the
 * read model committed). A context's pushes extend it: `changes` reads what one committed batch of
 * its projector changed, at once; `read` (optional) reads the rows the push needs inside the
 * projector's own transaction, so the push carries the state that batch committed and waits for no
 * query after the commit (on the one embedded connection such a query queued behind every other
 * projector's transaction: most of a document push's time, see bench:live); `push` pushes, one batch
 * at a time, in commit order. The context's module calls `attach(runner)`.
 */
export abstract class LivePushes<C, R = undefined> {
  private readonly queue: PushQueue;
  private readonly inTransaction: BatchRead = async (c, events) => {
    const changes = this.changes(events);
    return changes === null || !this.read ? undefined : this.read(c, changes);
  };

  protected constructor(
    private readonly projector: string,
    context: string,
  ) {
    this.queue = new PushQueue(context);
  }

  /** Subscribes to the runner's commits (and registers `read` in the projector's transaction); returns the unsubscribe. */
  attach(runner: ProjectionRunner): () => void {
    const unread = this.read ? runner.readWithin(this.projector, this.inTransaction) : () => undefined;
    const off = runner.onCommitted(this.onCommitted);
    return () => {
      off();
      unread();
    };
  }

  /** The ProjectionRunner listener (`runner.onCommitted(pushes.onCommitted)`). */
  readonly onCommitted = (batch: CommittedBatch): void => {
    if (batch.projector !== this.projector) return;
    const changes = this.changes(batch.events);
    if (changes === null) return;
    const read = batch.reads?.get(this.inTransaction) as R | undefined;
    this.queue.add(() => this.push(changes, read));
  };

  /** Resolves when every batch seen so far has been pushed. */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** What the batch changed, read from its events; null when there is nothing to push. */
  protected abstract changes(events: StoredEvent[]): C | null;

  /** The rows the push needs, read inside the projector's transaction (after its apply, before COMMIT). */
  protected read?(c: Queryable, changes: C): Promise<R>;

  /**
   * Pushes the changes; runs after every earlier batch's push. `read` is what `read` returned in the
   * transaction; undefined when the pushes were not attached with the runner's reads.
   */
  protected abstract push(changes: C, read: R | undefined): Promise<void> | void;
}

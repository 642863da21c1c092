import { logger } from '../../observability/logger.js';
import { embeddingInput, inputHash } from './embedding-chunks.projector.js';
import { EmbeddingsError, type EmbeddingsClient } from './embeddings-client.js';
import type { VectorStore } from './vector-store.js';

/** Inputs per embeddings request. */
export const EMBED_BATCH_SIZE = 32;
/** Deadline of one batch request. */
export const EMBED_BATCH_TIMEOUT_MS = 30_000;
/** Waits after a failed batch: doubles from the first to the last, then stays there. */
export const EMBED_RETRY_MS = { first: 1_000, max: 60_000 };
/** Looks for work this often even without a wake-up (another instance may have projected changes). */
export const EMBED_POLL_MS = 30_000;

export interface EmbedRun {
  embedded: number;
  requests: number;
  collected: number;
}

/**
 * Fills in vectors for the chunks the projection recorded, in batches, outside the projection
 * runner: the runner never waits on the network. A failed or timed-out batch is retried with
 * back-off; what is still missing is simply still missing in the table, so a restart resumes
 * where the last run stopped. Runs after a wake-up (the chunk projection committed) or a poll.
 */
export class Embedder {
  private abort: AbortController | null = null;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private failingKind: string | null = null;
  private idle = false;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(
    private readonly store: VectorStore,
    private readonly client: EmbeddingsClient,
    private readonly log: (message: string) => void = (m) => logger('embeddings').warn(m),
  ) {}

  /**
   * Embeds everything pending (batch after batch) and drops vectors no chunk names. Throws the
   * first failed batch's EmbeddingsError; what was stored before it stays stored.
   */
  async runOnce(signal?: AbortSignal): Promise<EmbedRun> {
    const run: EmbedRun = { embedded: 0, requests: 0, collected: await this.store.collectGarbage() };
    while (!signal?.aborted) {
      const pending = await this.store.pending(EMBED_BATCH_SIZE);
      if (!pending.length) break;
      const inputs = pending.map((p) => embeddingInput(p.title, p.text));
      run.requests++;
      const vectors = await this.client.embed(inputs, EMBED_BATCH_TIMEOUT_MS, signal);
      // A row's hash is the hash of this input; a mismatch would store a vector under a wrong key.
      const rows = pending.map((p, i) => ({ hash: p.hash, vector: vectors[i] })).filter((r, i) => inputHash(inputs[i]) === r.hash);
      await this.store.put(rows);
      run.embedded += rows.length;
    }
    return run;
  }

  start(): void {
    if (this.loop) return;
    this.abort = new AbortController();
    this.loop = this.run(this.abort.signal);
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop?.catch(() => undefined);
    this.loop = null;
  }

  /** Something changed (the chunk projection committed): look for work now, unless backing off. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Resolves once the background loop has caught up with every change it was told about (tests). */
  whenIdle(): Promise<void> {
    if (this.idle && !this.woken) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async run(signal: AbortSignal): Promise<void> {
    let retryMs = EMBED_RETRY_MS.first;
    while (!signal.aborted) {
      this.woken = false;
      this.idle = false;
      let backOffMs: number | null = null;
      try {
        await this.runOnce(signal);
        if (this.failingKind) this.log('embeddings endpoint works again');
        this.failingKind = null;
        retryMs = EMBED_RETRY_MS.first;
      } catch (error) {
        if (signal.aborted) return;
        const kind = error instanceof EmbeddingsError ? error.kind : 'failed';
        // One line per kind of failure while it lasts, not one per retry.
        if (kind !== this.failingKind) this.log(`${(error as Error).message}; retrying with back-off, answers use BM25 alone meanwhile`);
        this.failingKind = kind;
        backOffMs = retryMs;
        retryMs = Math.min(retryMs * 2, EMBED_RETRY_MS.max);
      }
      if (backOffMs === null && this.woken) continue;
      if (backOffMs === null) {
        this.idle = true;
        for (const resolve of this.idleWaiters.splice(0)) resolve();
      }
      await this.sleep(backOffMs ?? EMBED_POLL_MS, backOffMs === null, signal);
      this.wakeUp = null;
    }
  }

  /** Waits `ms`, or less when aborted or (if `wakeable`) woken. */
  private sleep(ms: number, wakeable: boolean, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      if (wakeable) this.wakeUp = done;
    });
  }
}

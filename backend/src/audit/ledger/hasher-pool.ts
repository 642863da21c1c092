import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { compiledBeside } from '../../shared/extraction/worker-from-sources.js';
import { verifyBatch, type Batch, type BatchResult } from './verify-batch.js';

/** Where batches are verified: worker threads, or this thread when `threads` is 0. */
export interface HasherPool {
  /** Threads; 0 when batches are verified on this thread. */
  size: number;
  verify(batch: Batch): Promise<BatchResult>;
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  /** Answers come back in the order the batches went, one per batch. */
  waiting: { resolve: (result: BatchResult) => void; reject: (error: unknown) => void }[];
  failed: unknown;
}

/**
 * One thread per core but the one the reader keeps busy (with the database's own work), at least
 * one, at most `max`: on 2 cores a second hashing thread only took turns with the reader
 * (200,000 events of bench:audit, load 6: 1.55-1.94× a scan with one thread, 1.83-2.64× with two).
 */
export function defaultThreads(max = 4): number {
  return Math.max(1, Math.min(max, availableParallelism() - 1));
}

function startThread(entry: URL): Thread {
  const thread: Thread = { worker: new Worker(entry), waiting: [], failed: null };
  thread.worker.on('message', (result: BatchResult) => thread.waiting.shift()?.resolve(result));
  const fail = (error: unknown) => {
    thread.failed ??= error;
    for (const w of thread.waiting.splice(0)) w.reject(error);
  };
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) => fail(new Error(`a hashing thread of the chain verification exited (${code})`)));
  return thread;
}

/**
 * `threads` workers taking batches in turn. Structured cloning copies each batch over (strings
 * are cheap to copy; the JSON they hold is parsed in the worker, where it is hashed).
 */
export async function startHasherPool(threads: number): Promise<HasherPool> {
  if (threads <= 0) return { size: 0, verify: async (batch) => verifyBatch(batch), close: async () => undefined };
  const entry = await compiledBeside('verify-worker.js', import.meta.url);
  const pool = Array.from({ length: threads }, () => startThread(entry));
  let turn = 0;
  return {
    size: threads,
    verify: (batch) => {
      const thread = pool[turn++ % pool.length];
      if (thread.failed) return Promise.reject(thread.failed);
      return new Promise<BatchResult>((resolve, reject) => {
        thread.waiting.push({ resolve, reject });
        thread.worker.postMessage(batch);
      });
    },
    close: async () => {
      for (const t of pool) t.worker.removeAllListeners('exit');
      await Promise.all(pool.map((t) => t.worker.terminate()));
    },
  };
}

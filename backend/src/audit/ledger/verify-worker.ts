import { parentPort } from 'node:worker_threads';
import { verifyBatch, type Batch } from './verify-batch.js';

// A hashing thread of verifyChain (hasher-pool.ts): answers each batch in the order it came.
parentPort!.on('message', (batch: Batch) => parentPort!.postMessage(verifyBatch(batch)));

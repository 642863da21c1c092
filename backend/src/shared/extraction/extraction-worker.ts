import { parentPort, workerData } from 'node:worker_threads';
import { extractText, type ExtractionLimits } from './extract.js';

// One file per worker: the thread is thrown away afterwards (or killed on timeout), so whatever
// a hostile file did to its heap goes with it.
const { bytes, fileName, limits } = workerData as { bytes: Uint8Array; fileName: string; limits: ExtractionLimits };
const outcome = await extractText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName, limits).catch(() => ({
  ok: false as const,
  code: 'upload_unreadable',
}));
parentPort!.postMessage(outcome);

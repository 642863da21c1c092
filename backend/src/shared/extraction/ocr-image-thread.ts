import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { onAbort } from './abort-watch.js';
import { workerFromSources } from './worker-from-sources.js';

async function workerUrl(): Promise<URL> {
  const js = new URL('./ocr-image-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return js;
  // Under vitest only the sources exist: compiled with the extraction worker's files.
  return new URL('ocr-image-worker.js', await workerFromSources(new URL('./', import.meta.url)));
}

/**
 * The image prepared for OCR (ocr-image.ts) in a thread of its own at a lower priority: its pixel
 * loops take a second or more on a scanned page and must not hold up the event loop. Whatever goes
 * wrong there, or when `signal` aborts, the image is handed over unprepared (or the promise rejects
 * on abort).
 */
export async function prepareOffThread(image: Buffer, signal?: AbortSignal): Promise<Buffer> {
  const url = await workerUrl();
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: { image } });
    // One listener per signal however many pages wait on it (abort-watch.ts).
    const stopWatching = onAbort(signal, () => {
      void worker.terminate();
      reject(signal!.reason);
    });
    const done = (png: Buffer) => {
      stopWatching();
      resolve(png);
      void worker.terminate();
    };
    worker.once('message', (m: { ok: boolean; png?: Uint8Array }) => done(m.ok && m.png ? Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength) : image));
    worker.once('error', () => done(image));
    worker.once('exit', () => done(image));
  });
}

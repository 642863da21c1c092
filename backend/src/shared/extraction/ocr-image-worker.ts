import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { prepareForOcr } from './ocr-image.js';

// One image prepared for OCR off the event loop (see ocr-image-thread.ts), below the server's priority.
try {
  setPriority(10);
} catch {
  // not permitted: the thread runs at the process's priority
}
const { image } = workerData as { image: Uint8Array };
prepareForOcr(Buffer.from(image.buffer, image.byteOffset, image.byteLength)).then(
  ({ png }) => parentPort!.postMessage({ ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) }),
  () => parentPort!.postMessage({ ok: false }),
);

import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { extractText, type ExtractionLimits } from './extract.js';
import { readKnowledgeFile, type FileReadLimits, type ProgressSink } from './read-file.js';

// One file per worker: the thread is thrown away afterwards (or killed on timeout), so whatever
// a hostile file did to its heap goes with it. With `mediaType` it reads a knowledge file (type
// already sniffed); without, a document upload by its name.
// On Linux a nice value belongs to a thread: this one yields the CPU to the server's event loop
// (its requests) whenever both want it, and takes what is left otherwise. Measured in bench:files.
// A low-priority read (the public chat's anonymous attachments) asks for 19, below signed-in users' files.
if (process.platform === 'linux') {
  try {
    setPriority((workerData as { nice?: number }).nice ?? 10);
  } catch {
    // not permitted: read at the same priority
  }
}
const data = workerData as { bytes: Uint8Array; fileName: string; limits: ExtractionLimits; mediaType?: string; fileLimits?: FileReadLimits };
const bytes = Buffer.from(data.bytes.buffer, data.bytes.byteOffset, data.bytes.byteLength);
// A knowledge file's progress (pages rendered for OCR) is posted as it comes, before the outcome.
const progress: ProgressSink = (message, transfer) => parentPort!.postMessage(message, transfer);
const outcome = await (data.mediaType ? readKnowledgeFile(bytes, data.mediaType, data.fileLimits!, progress) : extractText(bytes, data.fileName, data.limits)).catch(() => ({
  ok: false as const,
  code: 'upload_unreadable',
}));
parentPort!.postMessage(outcome);

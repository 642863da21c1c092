import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ExtractionLimits, ExtractionOutcome } from './extract.js';
import type { FileReadLimits, FileReadOutcome, ReadProgress } from './read-file.js';
import './extraction-messages.js';
import { workerFromSources } from './worker-from-sources.js';

export { ACCEPTED_EXTENSIONS, type ExtractionOutcome } from './extract.js';
export type { FileMethod, FileReadLimits, FileReadOutcome, PdfScan } from './read-file.js';

export interface ExtractionOptions {
  limits: ExtractionLimits;
  /** The worker is terminated after this long, mid-parse if need be. */
  timeoutMs: number;
  /** V8 heap of the worker; past it the worker dies, not the server. */
  maxHeapMb: number;
}

export const DEFAULT_EXTRACTION: Omit<ExtractionOptions, 'limits'> & { zip: ExtractionLimits['zip'] } = {
  timeoutMs: 20_000,
  maxHeapMb: 512,
  // A .docx of 200,000 characters of text has a document.xml of a few MB; 16 MB leaves room for
  // heavy formatting and images, and refuses bombs (50 MB from 150 KB) before they are inflated.
  zip: { maxEntries: 2_000, maxEntryBytes: 16 * 1024 * 1024, maxTotalBytes: 48 * 1024 * 1024 },
};

/**
 * Time a worker gets for each page of a scanned PDF it announces it will render (on top of
 * `timeoutMs` for the text layer): a 300 dpi A4 page takes about one second to draw and encode.
 */
export const RENDER_MS_PER_PAGE = 5_000;

/** HTTP status of an extraction failure code: the file's fault is 4xx, a full queue 503. */
export function extractionStatus(code: string): number {
  if (code === 'upload_too_complex' || code === 'upload_timeout') return 422;
  if (code === 'extraction_busy') return 503;
  return 400;
}

/** The built worker sits beside this file in `dist` (npm start); under vitest it is compiled from the sources. */
export async function workerEntry(base: string | URL = import.meta.url): Promise<URL> {
  const js = new URL('./extraction-worker.js', base);
  return existsSync(js) ? js : workerFromSources(base);
}

const MAX_RUNNING = 2;
const MAX_WAITING = 8;
/** Slots low-priority reads (the public chat's attachments) may hold at once: one is kept for signed-in users. */
const MAX_RUNNING_LOW = 1;
let running = 0;
let runningLow = 0;
const waiting: Array<() => void> = [];
const waitingLow: Array<() => void> = [];

/** Nice value of a low-priority read's worker (the others run at 10, see extraction-worker.ts). */
const LOW_READ_NICE = 19;

/** Priority of a read: `low` for anonymous public-chat attachments (see OcrPriority). */
export type ReadPriority = 'normal' | 'low';

/** The next waiter to run: normal first, a low one while the low share allows. */
function handOver(): boolean {
  const next = waiting.shift() ?? (runningLow < MAX_RUNNING_LOW ? waitingLow.shift() : undefined);
  if (!next) return false;
  next();
  return true;
}

async function slot(priority: ReadPriority = 'normal'): Promise<(() => void) | null> {
  const low = priority === 'low';
  if (running >= MAX_RUNNING || (low && runningLow >= MAX_RUNNING_LOW)) {
    if (waiting.length + waitingLow.length >= MAX_WAITING) return null;
    // Woken with the slot already counted as running (see release), and counted in the low share at once.
    await new Promise<void>((resolve) =>
      (low ? waitingLow : waiting).push(() => {
        if (low) runningLow++;
        resolve();
      }),
    );
  } else {
    running++;
    if (low) runningLow++;
  }
  return () => {
    if (low) runningLow--;
    // The slot passes to the next waiter (still counted as running), or is freed.
    if (!handOver()) running--;
  };
}

type Failure = { ok: false; code: string; params?: Record<string, string | number> };

async function runWorker<T extends { ok: boolean }>(
  data: Record<string, unknown>,
  options: Pick<ExtractionOptions, 'timeoutMs' | 'maxHeapMb'>,
  onProgress?: (message: ReadProgress) => void,
): Promise<T | Failure> {
  const url = await workerEntry();
  return new Promise((resolve) => {
    let allowedMs = options.timeoutMs;
    const worker = new Worker(url, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (outcome: T | Failure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const expire = () => settle({ ok: false, code: 'upload_timeout', params: { seconds: Math.round(allowedMs / 1000) } });
    const started = performance.now();
    let timer = setTimeout(expire, allowedMs);
    worker.on('message', (message: T | ReadProgress) => {
      if (!('progress' in message)) return settle(message);
      if (settled) return;
      if (message.progress === 'plan') {
        // Rendering pages for OCR: the deadline moves by a fixed time per page announced.
        allowedMs += message.pages * RENDER_MS_PER_PAGE;
        clearTimeout(timer);
        timer = setTimeout(expire, Math.max(0, allowedMs - (performance.now() - started)));
      }
      onProgress?.(message);
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle({ ok: false, code: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'upload_too_complex' : 'upload_unreadable' }),
    );
    worker.once('exit', () => settle({ ok: false, code: 'upload_unreadable' }));
  });
}

/**
 * Extracts an uploaded file's text in a worker thread with limits on inflated size, time and
 * memory, so no file can stall the server's event loop. At most two run at once; a few more wait.
 */
export async function extractInWorker(
  bytes: Uint8Array,
  fileName: string,
  options: Partial<ExtractionOptions> & Pick<ExtractionOptions, 'limits'>,
): Promise<ExtractionOutcome> {
  const release = await slot();
  if (!release) return { ok: false, code: 'extraction_busy' };
  try {
    const { limits, ...rest } = options;
    return await runWorker<ExtractionOutcome>({ bytes, fileName, limits }, { timeoutMs: DEFAULT_EXTRACTION.timeoutMs, maxHeapMb: DEFAULT_EXTRACTION.maxHeapMb, ...rest });
  } finally {
    release();
  }
}

/**
 * Reads a knowledge file's text (type already sniffed: text, JSON, PDF, DOCX, DOC) in a worker
 * thread with the same limits and slots as `extractInWorker`. With `limits.ocrPages`, the pages of
 * a PDF without a text layer are rendered in the worker and handed to `onPage` as PNGs while it
 * runs (the worker gets RENDER_MS_PER_PAGE more per page); the outcome then carries `scan`.
 * Images are for the OCR pool (ocr-pool.ts), not for this worker.
 */
export async function readFileInWorker(
  bytes: Uint8Array,
  mediaType: string,
  options: Partial<Omit<ExtractionOptions, 'limits'>> & { limits: FileReadLimits; onPage?: (page: number, png: Uint8Array) => void; priority?: ReadPriority },
): Promise<FileReadOutcome> {
  const release = await slot(options.priority);
  if (!release) return { ok: false, code: 'extraction_busy' };
  try {
    const { limits, onPage, priority: _priority, ...rest } = options;
    return await runWorker<FileReadOutcome>(
      { bytes, fileName: '', mediaType, fileLimits: limits, ...(options.priority === 'low' && { nice: LOW_READ_NICE }) },
      { timeoutMs: DEFAULT_EXTRACTION.timeoutMs, maxHeapMb: DEFAULT_EXTRACTION.maxHeapMb, ...rest },
      (message) => {
        if (message.progress === 'page') onPage?.(message.page, message.image);
      },
    );
  } finally {
    release();
  }
}

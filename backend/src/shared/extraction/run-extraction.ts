import { extname } from 'node:path';
import { logger } from '../../observability/logger.js';
import { ACCEPTED_EXTENSIONS, type ExtractionLimits, type ExtractionOutcome } from './extract.js';
import type { ExtractionJob, ExtractionMessage } from './extraction-child.js';
import { slot, type ReadPriority } from './extraction-slots.js';
import type { FileReadLimits, FileReadOutcome, ReadProgress } from './read-file.js';
import { startSandbox, type Isolation } from './sandbox.js';
import { compiledBeside } from './worker-from-sources.js';

export { ACCEPTED_EXTENSIONS, type ExtractionOutcome } from './extract.js';
export type { ReadPriority } from './extraction-slots.js';
export type { FileMethod, FileReadLimits, FileReadOutcome, PdfScan } from './read-file.js';

export interface ExtractionOptions {
  limits: ExtractionLimits;
  /** The child is killed after this long, mid-parse if need be. */
  timeoutMs: number;
  /** V8 heap of the child; past it the child dies, not the server. */
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
 * Time a child gets for each page of a scanned PDF it announces it will render (on top of
 * `timeoutMs` for the text layer): a 300 dpi A4 page takes about one second to draw and encode.
 */
export const RENDER_MS_PER_PAGE = 5_000;

/** Nice value of a child reading a signed-in user's file (yields to the server's event loop), and of a low-priority read. */
const READ_NICE = 10;
const LOW_READ_NICE = 19;

/** Failures of a file within the size and type limits that is too big, too slow or too hostile to read. */
const UNPROCESSABLE = new Set([
  'upload_too_complex',
  'upload_timeout',
  'upload_crashed',
  'upload_image_too_large',
  'upload_pdf_too_many_pages',
  'upload_pdf_page_too_large',
]);

/** HTTP status of an extraction failure code: the file's fault is 4xx, a full queue 503. */
export function extractionStatus(code: string): number {
  if (UNPROCESSABLE.has(code)) return 422;
  if (code === 'extraction_busy') return 503;
  return 400;
}

/** The child's entry: beside this module in `dist` (npm start); under vitest compiled from the sources. */
export function sandboxEntry(base: string | URL = import.meta.url): Promise<URL> {
  return compiledBeside('extraction-child.js', base);
}

type Failure = { ok: false; code: string; params?: Record<string, string | number> };

interface ChildRun {
  timeoutMs: number;
  maxHeapMb: number;
  nice: number;
  isolation: Isolation;
  onProgress?: (message: ReadProgress) => void;
  /** Aborting ends the child at once; the outcome is then `upload_cancelled`. */
  signal?: AbortSignal;
}

/** One job in a fresh sandbox, within its time and heap; a sandbox that dies answers as a failure, never as the server's death. */
async function runChild<T extends { ok: boolean }>(job: ExtractionJob, options: ChildRun): Promise<T | Failure> {
  const url = await sandboxEntry();
  return new Promise((resolve) => {
    const sandbox = startSandbox(url, { isolation: options.isolation, maxHeapMb: options.maxHeapMb, nice: options.nice });
    let allowedMs = options.timeoutMs;
    let settled = false;
    const settle = (outcome: T | Failure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      sandbox.kill();
      resolve(outcome);
    };
    const expire = () => settle({ ok: false, code: 'upload_timeout', params: { seconds: Math.round(allowedMs / 1000) } });
    const cancel = () => settle({ ok: false, code: 'upload_cancelled' });
    const started = performance.now();
    let timer = setTimeout(expire, allowedMs);
    options.signal?.addEventListener('abort', cancel, { once: true });
    sandbox.onMessage((message: ExtractionMessage) => {
      if ('outcome' in message) return settle(message.outcome as unknown as T);
      if (settled) return;
      if (message.progress === 'plan') {
        // Rendering pages for OCR: the deadline moves by a fixed time per page announced.
        allowedMs += message.pages * RENDER_MS_PER_PAGE;
        clearTimeout(timer);
        timer = setTimeout(expire, Math.max(0, allowedMs - (performance.now() - started)));
      }
      options.onProgress?.(message);
    });
    sandbox.onEnd((death) => {
      if (settled) return;
      if (death.kind === 'out_of_memory') return settle({ ok: false, code: 'upload_too_complex' });
      if (options.isolation === 'process')
        logger('extraction').warn(
          { exitCode: death.code, signal: death.signal, mediaType: job.mediaType ?? extname(job.fileName) },
          'extraction child ended without an answer',
        );
      settle({ ok: false, code: options.isolation === 'process' ? 'upload_crashed' : 'upload_unreadable' });
    });
    if (options.signal?.aborted) cancel();
    else sandbox.send(job);
  });
}

/**
 * A PDF whose pages may be drawn for OCR is read in a child process (pdf.js draws on the native
 * canvas); everything else, pure JavaScript, in a worker thread (a child costs several times its start).
 */
const isolationOf = (mediaType: string | undefined, limits?: FileReadLimits): Isolation =>
  mediaType === 'application/pdf' && (limits?.ocrPages ?? 0) > 0 ? 'process' : 'thread';

/**
 * Extracts an uploaded file's text (no page is drawn) in a worker thread with limits on inflated
 * size, time and memory, so no file can stall the server's event loop. At most two run at once; a
 * few more wait.
 */
export async function extractInSandbox(
  bytes: Uint8Array,
  fileName: string,
  options: Partial<ExtractionOptions> & Pick<ExtractionOptions, 'limits'>,
): Promise<ExtractionOutcome> {
  // A name no reader takes is refused without starting a child.
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extname(fileName).slice(1).toLowerCase()))
    return { ok: false, code: 'upload_type_unsupported' };
  const release = await slot();
  if (!release) return { ok: false, code: 'extraction_busy' };
  try {
    const { limits, ...rest } = options;
    return await runChild<ExtractionOutcome>(
      { bytes, fileName, limits },
      { ...DEFAULT_EXTRACTION, ...rest, nice: READ_NICE, isolation: isolationOf(undefined) },
    );
  } finally {
    release();
  }
}

/**
 * Reads a knowledge file's text (type already sniffed: text, JSON, PDF, DOCX, DOC) in a sandbox
 * with the same limits and slots as `extractInSandbox`. With `limits.ocrPages`, the pages of a PDF
 * without a text layer are rendered in a child process (a native abort while drawing ends it
 * alone: `upload_crashed`) and handed to `onPage` as PNGs while it
 * runs (the child gets RENDER_MS_PER_PAGE more per page); the outcome then carries `scan`.
 * Images are for the OCR pool (ocr-pool.ts), not for this child. Aborting `signal` stops the read
 * (waiting or running) with `upload_cancelled`.
 */
export async function readFileInSandbox(
  bytes: Uint8Array,
  mediaType: string,
  options: Partial<Omit<ExtractionOptions, 'limits'>> & {
    limits: FileReadLimits;
    onPage?: (page: number, png: Uint8Array) => void;
    priority?: ReadPriority;
    signal?: AbortSignal;
  },
): Promise<FileReadOutcome> {
  const { limits, onPage, priority, signal, ...rest } = options;
  const release = await slot(priority, signal);
  if (!release) return signal?.aborted ? { ok: false, code: 'upload_cancelled' } : { ok: false, code: 'extraction_busy' };
  try {
    const job: ExtractionJob = {
      bytes,
      fileName: '',
      limits: { maxContentLength: limits.maxContentLength, maxTitleLength: 0, zip: limits.zip },
      mediaType,
      fileLimits: limits,
    };
    return await runChild<FileReadOutcome>(job, {
      ...DEFAULT_EXTRACTION,
      ...rest,
      nice: priority === 'low' ? LOW_READ_NICE : READ_NICE,
      isolation: isolationOf(mediaType, limits),
      signal,
      onProgress: (message) => {
        if (message.progress === 'page') onPage?.(message.page, message.image);
      },
    });
  } finally {
    release();
  }
}

import { onAbort } from './abort-watch.js';
import { imageOverBudget } from './file-limits.js';
import { lowOcrPool, OcrChildDied, ocrPool, type OcrOutcome, type OcrPool, type OcrPriority } from './ocr-pool.js';
import { OCR_DPI, OCR_PAGE_CAP } from './pdf-pages.js';
import { finish, type FileMethod, type PdfScan } from './read-file.js';
import { DEFAULT_EXTRACTION, readFileInSandbox } from './run-extraction.js';

export { OCR_PAGE_CAP } from './pdf-pages.js';

export type FileExtraction =
  | { ok: true; text: string; method: FileMethod; pages: number | null; languages: ('en' | 'ar')[]; note: string | null }
  | { ok: false; code: string; params?: Record<string, string | number> };

export interface FileExtractionOptions {
  maxContentLength: number;
  timeoutMs?: number;
  pool?: OcrPool;
  /** Pages of a PDF without a text layer read by OCR at most (default OCR_PAGE_CAP). */
  ocrPageCap?: number;
  /** OCR time per rendered page (default OCR_MS_PER_PAGE), and for an image (default IMAGE_OCR_MS). */
  ocrMsPerPage?: number;
  /** `low` for anonymous public-chat attachments: a bounded share of the reading slots and OCR children, behind signed-in users' files. */
  priority?: OcrPriority;
  /** A PDF with more pages is refused before any is read (the public chat's MAX_PUBLIC_PDF_PAGES). */
  maxPages?: number;
  /** Aborting stops the read where it is (waiting, reading, OCR) with `upload_cancelled`: the caller's own deadline. */
  signal?: AbortSignal;
}

type Failure = Extract<FileExtraction, { ok: false }>;
const cancelled: Failure = { ok: false, code: 'upload_cancelled' };

/** An OCR failure as the file's: the child's death names its cause, anything else left the image unread. */
const ocrFailure = (error: unknown): Failure => ({ ok: false, code: error instanceof OcrChildDied ? error.reason : 'upload_unreadable' });

/**
 * Time the OCR of a scanned PDF's pages may take, per page rendered, counted once the child has
 * rendered them all (recognition starts with the first page): 2–5 s a page when the pool is free,
 * more when other files queue for it. Past it the file fails with `upload_timeout`.
 */
export const OCR_MS_PER_PAGE = 15_000;
/** Time an image's OCR may take, waiting for a free thread included. */
export const IMAGE_OCR_MS = 60_000;

/**
 * A knowledge file's text by its sniffed media type: images by OCR (Arabic and English models
 * merged word by word, in the pool's child processes) once their declared size is within the pixel
 * budget, everything else in a sandboxed child process. A PDF's pages with (nearly) no text layer
 * are rendered at 300 dpi in that child and read by OCR too, up to `ocrPageCap` of them: a scan
 * comes back as `ocr`, a PDF mixing text and scanned pages as `pdf` with every page in order. A
 * child that dies (a native abort on a hostile file) fails the file with `upload_crashed`; the
 * server carries on.
 */
export async function extractFile(bytes: Uint8Array, mediaType: string, options: FileExtractionOptions): Promise<FileExtraction> {
  // Low-priority reads have a pool of their own (lowOcrPool): signed-in users' files keep the main one.
  const pool = options.pool ?? (options.priority === 'low' ? lowOcrPool : ocrPool);
  if (options.signal?.aborted) return cancelled;
  if (mediaType.startsWith('image/')) return readImage(bytes, pool, options);
  // Each rendered page goes to the pool as soon as the child hands it over.
  const cancel = new AbortController();
  const stopCancelling = onAbort(options.signal, () => cancel.abort(options.signal!.reason));
  const recognitions = new Map<number, Promise<OcrOutcome>>();
  const onPage = (page: number, png: Uint8Array) => {
    const recognition = pool.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength), cancel.signal, options.priority);
    recognition.catch(() => undefined);
    recognitions.set(page, recognition);
  };
  try {
    const read = await readFileInSandbox(bytes, mediaType, {
      limits: {
        maxContentLength: options.maxContentLength,
        zip: DEFAULT_EXTRACTION.zip,
        ocrPages: options.ocrPageCap ?? OCR_PAGE_CAP,
        ocrDpi: OCR_DPI,
        maxPages: options.maxPages,
      },
      onPage,
      signal: cancel.signal,
      ...(options.priority && { priority: options.priority }),
      ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
    });
    if (!read.ok || !read.scan) {
      cancel.abort();
      if (!read.ok) return read;
      const { text, method, pages, languages, note } = read;
      return { ok: true, text, method, pages, languages, note };
    }
    return await readScan(read.scan, read.pages, recognitions, cancel, options);
  } finally {
    stopCancelling();
  }
}

/**
 * An image by OCR, once its declared size is within the pixel budget (file-limits.ts): nothing
 * decodes an image before. A deadline, queueing included: a slot that died mid-recognition never
 * answers, and its place must not stay taken.
 */
async function readImage(bytes: Uint8Array, pool: OcrPool, options: FileExtractionOptions): Promise<FileExtraction> {
  const refused = imageOverBudget(bytes);
  if (refused) return refused;
  const deadline = new AbortController();
  const budgetMs = options.ocrMsPerPage ?? IMAGE_OCR_MS;
  const timer = setTimeout(() => deadline.abort(new Error('ocr_timeout')), budgetMs);
  const stopCancelling = onAbort(options.signal, () => deadline.abort(options.signal!.reason));
  try {
    const ocr = await pool.recognize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), deadline.signal, options.priority);
    if (!ocr.text) return { ok: false, code: 'upload_no_text' };
    return {
      ok: true,
      text: ocr.text.slice(0, options.maxContentLength),
      method: 'ocr',
      pages: 1,
      languages: ocr.languages,
      note: ocr.note,
    };
  } catch (error) {
    if (options.signal?.aborted) return cancelled;
    if (deadline.signal.aborted) return { ok: false, code: 'upload_timeout', params: { seconds: Math.round(budgetMs / 1000) } };
    return ocrFailure(error);
  } finally {
    clearTimeout(timer);
    stopCancelling();
  }
}

/** The scan's pages by OCR merged with its text layer, page by page, within the OCR time budget. */
async function readScan(
  scan: PdfScan,
  pages: number | null,
  recognitions: Map<number, Promise<OcrOutcome>>,
  cancel: AbortController,
  options: FileExtractionOptions,
): Promise<FileExtraction> {
  const budgetMs = (options.ocrMsPerPage ?? OCR_MS_PER_PAGE) * scan.rendered.length;
  const timer = setTimeout(() => cancel.abort(new Error('OCR took too long')), budgetMs);
  let outcomes: PromiseSettledResult<OcrOutcome>[];
  try {
    outcomes = await Promise.allSettled(
      scan.rendered.map((page) => recognitions.get(page) ?? Promise.reject(new Error(`page ${page} was not received`))),
    );
  } finally {
    clearTimeout(timer);
  }
  if (options.signal?.aborted) return cancelled;
  if (cancel.signal.aborted) return { ok: false, code: 'upload_timeout', params: { seconds: Math.round(budgetMs / 1000) } };
  cancel.abort(); // nothing is left running; frees the listeners
  // A page whose OCR child died (a native abort) fails the file: what killed the child is in it.
  const died = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected' && o.reason instanceof OcrChildDied);
  if (died) return ocrFailure(died.reason);
  const texts = [...scan.texts];
  let englishOnly = false;
  let unsure = false;
  scan.rendered.forEach((page, i) => {
    const outcome = outcomes[i];
    // A page tesseract could not read otherwise counts as a page without text.
    if (outcome.status !== 'fulfilled') return;
    texts[page - 1] = outcome.value.text;
    englishOnly ||= outcome.value.note === 'file_ocr_english_only';
    unsure ||= outcome.value.note === 'file_ocr_low_confidence';
  });
  const capped = scan.skipped > 0;
  const note = capped
    ? englishOnly
      ? 'file_ocr_page_cap_english_only'
      : 'file_ocr_page_cap'
    : englishOnly
      ? 'file_ocr_english_only'
      : unsure
        ? 'file_ocr_low_confidence'
        : null;
  const method: FileMethod = scan.textPages === 0 ? 'ocr' : 'pdf';
  const outcome = finish(texts.filter(Boolean).join('\n\n'), method, pages, options.maxContentLength, note);
  if (!outcome.ok) return outcome;
  const { text, languages } = outcome;
  return { ok: true, text, method, pages, languages, note };
}

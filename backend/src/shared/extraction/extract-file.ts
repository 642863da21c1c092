import { lowOcrPool, ocrPool, type OcrOutcome, type OcrPool, type OcrPriority } from './ocr-pool.js';
import { OCR_DPI, OCR_PAGE_CAP } from './pdf-pages.js';
import { finish, type FileMethod, type PdfScan } from './read-file.js';
import { DEFAULT_EXTRACTION, readFileInWorker } from './run-extraction.js';

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
  /** `low` for anonymous public-chat attachments: a bounded share of the worker slots and OCR threads, behind signed-in users' files. */
  priority?: OcrPriority;
}

/**
 * Time the OCR of a scanned PDF's pages may take, per page rendered, counted once the worker has
 * rendered them all (recognition starts with the first page): 2–5 s a page when the pool is free,
 * more when other files queue for it. Past it the file fails with `upload_timeout`.
 */
export const OCR_MS_PER_PAGE = 15_000;
/** Time an image's OCR may take, waiting for a free thread included. */
export const IMAGE_OCR_MS = 60_000;

/**
 * A knowledge file's text by its sniffed media type: images by OCR (Arabic and English models merged word by word, in the pool's
 * threads), everything else in the sandboxed worker. A PDF's pages with (nearly) no text layer
 * are rendered at 300 dpi in that worker and read by OCR too, up to `ocrPageCap` of them: a scan
 * comes back as `ocr`, a PDF mixing text and scanned pages as `pdf` with every page in order.
 */
export async function extractFile(bytes: Uint8Array, mediaType: string, options: FileExtractionOptions): Promise<FileExtraction> {
  // Low-priority reads have a pool of their own (lowOcrPool): signed-in users' files keep the main one.
  const pool = options.pool ?? (options.priority === 'low' ? lowOcrPool : ocrPool);
  if (mediaType.startsWith('image/')) {
    // A deadline, queueing included: a thread that died mid-recognition (see ocrThreadScript)
    // never answers, and its place must not stay taken.
    const deadline = new AbortController();
    const budgetMs = options.ocrMsPerPage ?? IMAGE_OCR_MS;
    const timer = setTimeout(() => deadline.abort(new Error('ocr_timeout')), budgetMs);
    try {
      const ocr = await pool.recognize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), deadline.signal, options.priority);
      if (!ocr.text) return { ok: false, code: 'upload_no_text' };
      return { ok: true, text: ocr.text.slice(0, options.maxContentLength), method: 'ocr', pages: 1, languages: ocr.languages, note: ocr.note };
    } catch {
      if (deadline.signal.aborted) return { ok: false, code: 'upload_timeout', params: { seconds: Math.round(budgetMs / 1000) } };
      return { ok: false, code: 'upload_unreadable' };
    } finally {
      clearTimeout(timer);
    }
  }
  // Each rendered page goes to the pool as soon as the worker hands it over.
  const cancel = new AbortController();
  const recognitions = new Map<number, Promise<OcrOutcome>>();
  const onPage = (page: number, png: Uint8Array) => {
    const recognition = pool.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength), cancel.signal, options.priority);
    recognition.catch(() => undefined);
    recognitions.set(page, recognition);
  };
  const read = await readFileInWorker(bytes, mediaType, {
    limits: { maxContentLength: options.maxContentLength, zip: DEFAULT_EXTRACTION.zip, ocrPages: options.ocrPageCap ?? OCR_PAGE_CAP, ocrDpi: OCR_DPI },
    onPage,
    ...(options.priority && { priority: options.priority }),
    ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
  });
  if (!read.ok || !read.scan) {
    cancel.abort();
    if (!read.ok) return read;
    const { text, method, pages, languages, note } = read;
    return { ok: true, text, method, pages, languages, note };
  }
  return readScan(read.scan, read.pages, recognitions, cancel, options);
}

/** The scan's pages by OCR merged with its text layer, page by page, within the OCR time budget. */
async function readScan(scan: PdfScan, pages: number | null, recognitions: Map<number, Promise<OcrOutcome>>, cancel: AbortController, options: FileExtractionOptions): Promise<FileExtraction> {
  const budgetMs = (options.ocrMsPerPage ?? OCR_MS_PER_PAGE) * scan.rendered.length;
  const timer = setTimeout(() => cancel.abort(new Error('OCR took too long')), budgetMs);
  let outcomes: PromiseSettledResult<OcrOutcome>[];
  try {
    outcomes = await Promise.allSettled(scan.rendered.map((page) => recognitions.get(page) ?? Promise.reject(new Error(`page ${page} was not received`))));
  } finally {
    clearTimeout(timer);
  }
  if (cancel.signal.aborted) return { ok: false, code: 'upload_timeout', params: { seconds: Math.round(budgetMs / 1000) } };
  cancel.abort(); // nothing is left running; frees the listeners
  const texts = [...scan.texts];
  let englishOnly = false;
  let unsure = false;
  scan.rendered.forEach((page, i) => {
    const outcome = outcomes[i];
    // A page tesseract could not read counts as a page without text.
    if (outcome.status !== 'fulfilled') return;
    texts[page - 1] = outcome.value.text;
    englishOnly ||= outcome.value.note === 'file_ocr_english_only';
    unsure ||= outcome.value.note === 'file_ocr_low_confidence';
  });
  const capped = scan.skipped > 0;
  const note = capped ? (englishOnly ? 'file_ocr_page_cap_english_only' : 'file_ocr_page_cap') : englishOnly ? 'file_ocr_english_only' : unsure ? 'file_ocr_low_confidence' : null;
  const method: FileMethod = scan.textPages === 0 ? 'ocr' : 'pdf';
  const outcome = finish(texts.filter(Boolean).join('\n\n'), method, pages, options.maxContentLength, note);
  if (!outcome.ok) return outcome;
  const { text, languages } = outcome;
  return { ok: true, text, method, pages, languages, note };
}

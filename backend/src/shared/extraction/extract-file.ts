import { ocrPool, type OcrPool } from './ocr-pool.js';
import { DEFAULT_EXTRACTION, readFileInWorker } from './run-extraction.js';
import type { FileMethod } from './read-file.js';

export type FileExtraction =
  | { ok: true; text: string; method: FileMethod; pages: number | null; languages: ('en' | 'ar')[]; note: string | null }
  | { ok: false; code: string; params?: Record<string, string | number> };

export interface FileExtractionOptions {
  maxContentLength: number;
  timeoutMs?: number;
  pool?: OcrPool;
}

/**
 * A knowledge file's text by its sniffed media type: images by OCR (`ara+eng`, in the pool's
 * threads), everything else in the sandboxed worker. A PDF without a text layer (a scan) fails with
 * `file_pdf_scanned`: rendering its pages for OCR needs a canvas the server does not ship.
 */
export async function extractFile(bytes: Uint8Array, mediaType: string, options: FileExtractionOptions): Promise<FileExtraction> {
  if (mediaType.startsWith('image/')) {
    try {
      const ocr = await (options.pool ?? ocrPool).recognize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (!ocr.text) return { ok: false, code: 'upload_no_text' };
      return { ok: true, text: ocr.text.slice(0, options.maxContentLength), method: 'ocr', pages: 1, languages: ocr.languages, note: ocr.note };
    } catch {
      return { ok: false, code: 'upload_unreadable' };
    }
  }
  const read = await readFileInWorker(bytes, mediaType, {
    limits: { maxContentLength: options.maxContentLength, zip: DEFAULT_EXTRACTION.zip },
    ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
  });
  if (!read.ok) return read;
  if (read.scanned) return { ok: false, code: 'file_pdf_scanned' };
  const { text, method, pages, languages, note } = read;
  return { ok: true, text, method, pages, languages, note };
}

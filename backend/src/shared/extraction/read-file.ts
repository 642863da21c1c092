import { PdfLimitError } from './file-limits.js';
import { readPdfPages, type PdfOcrSink } from './pdf-pages.js';
import { clean, readDoc, readDocx } from './word-files.js';
import type { ZipLimits } from './zip-limits.js';

// Runs inside the extraction child process: plain values in and out, libraries loaded only for their kind.

/** How a knowledge file's text was read. */
export type FileMethod = 'text' | 'json' | 'pdf' | 'docx' | 'doc' | 'ocr';

/**
 * A PDF with pages to read by OCR: each page's text layer ('' for the pages rendered), the pages
 * rendered (sent to the caller one by one while reading) and how many more were left out.
 */
export interface PdfScan {
  texts: string[];
  rendered: number[];
  skipped: number;
  /** Pages read from their text layer (0: a scan throughout). */
  textPages: number;
}

export type FileReadOutcome =
  | { ok: true; text: string; method: FileMethod; pages: number | null; languages: ('en' | 'ar')[]; note: string | null; scan?: PdfScan }
  | { ok: false; code: string; params?: Record<string, string | number> };

export interface FileReadLimits {
  maxContentLength: number;
  zip: ZipLimits;
  /** Pages without a text layer rendered for OCR (0: none); see pdf-pages.ts. */
  ocrPages?: number;
  ocrDpi?: number;
  /** A PDF with more pages is refused before any is read (`upload_pdf_too_many_pages`); none: no such limit. */
  maxPages?: number;
}

/** What the child posts while reading, before its outcome: the render plan, then each page. */
export type ReadProgress = { progress: 'plan'; pages: number } | { progress: 'page'; page: number; image: Uint8Array };
export type ProgressSink = (message: ReadProgress, transfer?: ArrayBuffer[]) => void;

/** Text of a file in UTF-8, UTF-16 (by its byte-order mark) or, failing UTF-8, Windows-1256 (Arabic Windows). */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

/** Every string (and number or boolean) value with the keys leading to it: `plans gold price: 5 KWD`. */
export function jsonToText(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) jsonToText(item, path, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) jsonToText(v, [...path, k], out);
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value).trim();
    if (text) out.push(path.length ? `${path.join(' ')}: ${text}` : text);
  }
  return out;
}

/** Scripts present in a text. */
export function languagesOf(text: string): ('en' | 'ar')[] {
  const found: ('en' | 'ar')[] = [];
  if (/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text)) found.push('ar');
  if (/[A-Za-z]/.test(text)) found.push('en');
  return found;
}

type Read = { text: string; method: FileMethod; pages: number | null; scan?: PdfScan };

async function read(bytes: Buffer, mediaType: string, limits: FileReadLimits, progress?: ProgressSink): Promise<Read | FileReadOutcome> {
  switch (mediaType) {
    case 'text/plain':
      return { text: decodeText(bytes), method: 'text', pages: null };
    case 'application/json':
      return { text: jsonToText(JSON.parse(decodeText(bytes))).join('\n'), method: 'json', pages: null };
    case 'application/pdf': {
      const ocr: PdfOcrSink | undefined =
        progress && limits.ocrPages
          ? {
              maxPages: limits.ocrPages,
              dpi: limits.ocrDpi ?? 300,
              plan: (pages) => progress({ progress: 'plan', pages }),
              page: (page, image) => progress({ progress: 'page', page, image }, [image.buffer as ArrayBuffer]),
            }
          : undefined;
      const read = await readPdfPages(new Uint8Array(bytes), ocr, limits.maxPages);
      const text = read.texts.filter(Boolean).join('\n\n');
      if (read.ocr.length === 0 && read.skipped === 0) return { text, method: 'pdf', pages: read.pages };
      return {
        text,
        method: 'pdf',
        pages: read.pages,
        scan: { texts: read.texts, rendered: read.ocr, skipped: read.skipped, textPages: read.textPages },
      };
    }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      const docx = await readDocx(bytes, limits.zip);
      return 'code' in docx ? { ok: false, code: docx.code } : { text: docx.text, method: 'docx', pages: null };
    }
    case 'application/msword':
      return { text: await readDoc(bytes), method: 'doc', pages: null };
    default:
      return { ok: false, code: 'upload_type_unsupported' };
  }
}

/** The outcome for a file's raw text: cleaned, not empty, within the length limit, with its scripts. */
export function finish(
  raw: string,
  method: FileMethod,
  pages: number | null,
  maxContentLength: number,
  note: string | null = null,
): FileReadOutcome {
  const text = clean(raw);
  if (!text) return { ok: false, code: 'upload_no_text' };
  if (text.length > maxContentLength) return { ok: false, code: 'upload_text_too_long', params: { max: maxContentLength } };
  return { ok: true, text, method, pages, languages: languagesOf(text), note };
}

/**
 * A knowledge file's text by its sniffed media type (images are read by OCR outside this worker).
 * A PDF with pages without a text layer comes back with `scan` (its text layer page by page), its
 * rendered pages having gone to `progress` meanwhile: the caller reads them by OCR and finishes.
 */
export async function readKnowledgeFile(
  bytes: Buffer,
  mediaType: string,
  limits: FileReadLimits,
  progress?: ProgressSink,
): Promise<FileReadOutcome> {
  let result;
  try {
    result = await read(bytes, mediaType, limits, progress);
  } catch (error) {
    if (error instanceof PdfLimitError) return { ok: false, code: error.code, params: error.params };
    return { ok: false, code: 'upload_unreadable' };
  }
  if ('ok' in result) return result;
  if (result.scan) return { ok: true, text: '', method: result.method, pages: result.pages, languages: [], note: null, scan: result.scan };
  return finish(result.text, result.method, result.pages, limits.maxContentLength);
}

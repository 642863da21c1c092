import { createRequire } from 'node:module';
import { assemblePdfText } from './pdf-lines.js';
import { checkZip, type ZipLimits } from './zip-limits.js';

// Runs inside the extraction worker: plain values in and out, libraries loaded only for their kind.

/** How a knowledge file's text was read. */
export type FileMethod = 'text' | 'json' | 'pdf' | 'docx' | 'doc' | 'ocr';

export type FileReadOutcome =
  | { ok: true; text: string; method: FileMethod; pages: number | null; languages: ('en' | 'ar')[]; note: string | null; scanned?: boolean }
  | { ok: false; code: string; params?: Record<string, string | number> };

export interface FileReadLimits {
  maxContentLength: number;
  zip: ZipLimits;
}

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

const clean = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();

async function read(bytes: Buffer, mediaType: string, limits: FileReadLimits): Promise<{ text: string; method: FileMethod; pages: number | null } | FileReadOutcome> {
  switch (mediaType) {
    case 'text/plain':
      return { text: decodeText(bytes), method: 'text', pages: null };
    case 'application/json':
      return { text: jsonToText(JSON.parse(decodeText(bytes))).join('\n'), method: 'json', pages: null };
    case 'application/pdf': {
      const { text, pages } = await assemblePdfText(new Uint8Array(bytes));
      return { text, method: 'pdf', pages };
    }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      const verdict = checkZip(bytes, limits.zip);
      if (verdict !== 'ok') return { ok: false, code: verdict === 'too_large' ? 'upload_too_complex' : 'upload_unreadable' };
      const mammoth = (await import('mammoth')).default;
      return { text: (await mammoth.extractRawText({ buffer: bytes })).value, method: 'docx', pages: null };
    }
    case 'application/msword': {
      type WordExtractorClass = new () => { extract(source: Buffer): Promise<{ getBody(): string }> };
      const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractorClass;
      return { text: (await new WordExtractor().extract(bytes)).getBody(), method: 'doc', pages: null };
    }
    default:
      return { ok: false, code: 'upload_type_unsupported' };
  }
}

/** A knowledge file's text by its sniffed media type (images are read by OCR outside this worker). */
export async function readKnowledgeFile(bytes: Buffer, mediaType: string, limits: FileReadLimits): Promise<FileReadOutcome> {
  let result;
  try {
    result = await read(bytes, mediaType, limits);
  } catch {
    return { ok: false, code: 'upload_unreadable' };
  }
  if ('ok' in result) return result;
  const text = clean(result.text);
  if (!text) {
    // A PDF without a text layer is a scan: the caller may read its pages by OCR.
    if (result.method === 'pdf') return { ok: true, text: '', method: 'pdf', pages: result.pages, languages: [], note: null, scanned: true };
    return { ok: false, code: 'upload_no_text' };
  }
  if (text.length > limits.maxContentLength) return { ok: false, code: 'upload_text_too_long', params: { max: limits.maxContentLength } };
  return { ok: true, text, method: result.method, pages: result.pages, languages: languagesOf(text), note: null };
}

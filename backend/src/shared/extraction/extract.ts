import { extname, basename } from 'node:path';
import { PdfLimitError } from './file-limits.js';
import { clean, readDoc, readDocx } from './word-files.js';
import type { ZipLimits } from './zip-limits.js';

// This module runs inside the extraction child process: no Nest, no contracts, only plain values in and out.

export const ACCEPTED_EXTENSIONS = ['txt', 'pdf', 'doc', 'docx', 'json'] as const;
type Kind = (typeof ACCEPTED_EXTENSIONS)[number];

export interface ExtractionLimits {
  maxContentLength: number;
  maxTitleLength: number;
  zip: ZipLimits;
}

/** What the child answers: the text and a title, or an `upload_*` message code. */
export type ExtractionOutcome =
  { ok: true; title: string; content: string } | { ok: false; code: string; params?: Record<string, string | number> };

const fail = (code: string, params?: Record<string, string | number>): ExtractionOutcome => ({ ok: false, code, params });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 without NUL bytes (a binary file decodes "validly" often enough to need both). */
function asText(bytes: Buffer): string | null {
  try {
    const text = utf8.decode(bytes).replace(/^\uFEFF/, '');
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/^#{1,6}\s+/, '').trim())
    .find(Boolean) ?? '';

function headingOfHtml(html: string): string {
  const m = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!m) return '';
  return m[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

type Read = { text: string; heading?: string; title?: string };

/** The file's text, when its content is the kind its name claims; libraries are loaded only for their kind. */
async function read(kind: Kind, bytes: Buffer, limits: ExtractionLimits): Promise<Read | ExtractionOutcome> {
  const mismatch = fail('upload_type_mismatch', { ext: kind });
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  switch (kind) {
    case 'pdf': {
      if (detected !== 'pdf') return mismatch;
      // The same reading as knowledge files (pdf.js, lines in reading order, see pdf-lines.ts).
      const { readPdfPages } = await import('./pdf-pages.js');
      return { text: (await readPdfPages(new Uint8Array(bytes))).texts.filter(Boolean).join('\n\n') };
    }
    case 'docx': {
      if (detected !== 'docx') return mismatch;
      const docx = await readDocx(bytes, limits.zip);
      if ('code' in docx) return fail(docx.code);
      return { text: docx.text, heading: headingOfHtml(docx.html) };
    }
    case 'doc': {
      // OLE compound file (D0 CF 11 E0); word-extractor then insists on a WordDocument stream.
      if (detected !== 'cfb') return mismatch;
      return { text: await readDoc(bytes) };
    }
    case 'txt': {
      const text = detected ? null : asText(bytes);
      if (text === null) return mismatch;
      const heading = /^#{1,6}\s+(.+)$/m.exec(text)?.[1];
      return { text, heading };
    }
    case 'json': {
      const text = detected ? null : asText(bytes);
      if (text === null) return mismatch;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return mismatch;
      }
      // A document exported as {title, content} comes back as itself; anything else is shown as JSON.
      const doc = value as { title?: unknown; content?: unknown };
      if (doc && typeof doc === 'object' && typeof doc.content === 'string') {
        return { text: doc.content, title: typeof doc.title === 'string' ? doc.title : undefined };
      }
      return { text: JSON.stringify(value, null, 2), title: '' };
    }
  }
}

/**
 * Text of an uploaded file: the type must match by content, not only by name. Title: the first
 * heading, else the first line, else the file name. Runs in the child process (see run-extraction.ts).
 */
export async function extractText(bytes: Buffer, fileName: string, limits: ExtractionLimits): Promise<ExtractionOutcome> {
  const ext = extname(fileName).slice(1).toLowerCase();
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) return fail('upload_type_unsupported');
  let result: Read | ExtractionOutcome;
  try {
    result = await read(ext as Kind, bytes, limits);
  } catch (error) {
    return error instanceof PdfLimitError ? fail(error.code, error.params) : fail('upload_unreadable');
  }
  if ('ok' in result) return result;
  const content = clean(result.text);
  if (!content) return fail('upload_no_text');
  if (content.length > limits.maxContentLength) return fail('upload_text_too_long', { max: limits.maxContentLength });
  const stem = basename(fileName, extname(fileName)).trim();
  const candidates = [result.title, result.heading, result.title === '' ? '' : firstLine(content), stem];
  const title =
    candidates.map((c) => c?.trim() ?? '').find((c) => c && c.length <= limits.maxTitleLength) ?? stem.slice(0, limits.maxTitleLength);
  return { ok: true, title, content };
}

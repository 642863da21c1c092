import { createRequire } from 'node:module';
import { extname, basename } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { MAX_DOCUMENT_CONTENT_LENGTH, MAX_TITLE_LENGTH, type UploadDocumentResponse } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';

// word-extractor is CommonJS without types; this is the one call we make.
type WordExtractorClass = new () => { extract(source: Buffer): Promise<{ getBody(): string }> };
const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractorClass;

export const ACCEPTED_EXTENSIONS = ['txt', 'pdf', 'doc', 'docx', 'json'] as const;
type Kind = (typeof ACCEPTED_EXTENSIONS)[number];

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

const clean = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
const firstLine = (text: string) => text.split('\n').map((l) => l.replace(/^#{1,6}\s+/, '').trim()).find(Boolean) ?? '';

function headingOfHtml(html: string): string {
  const m = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!m) return '';
  return m[1].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim();
}

/** The file's own kind by content, or a DomainError saying why it is not the kind its name claims. */
async function read(kind: Kind, bytes: Buffer): Promise<{ text: string; heading?: string; title?: string } | DomainError> {
  const mismatch = new DomainError('upload_type_mismatch', { ext: kind });
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  switch (kind) {
    case 'pdf': {
      if (detected !== 'pdf') return mismatch;
      // verbosity 0: pdf.js would print recovery warnings for damaged files on stderr.
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
      return { text: (await extractText(pdf, { mergePages: true })).text };
    }
    case 'docx': {
      if (detected !== 'docx') return mismatch;
      const [raw, html] = await Promise.all([mammoth.extractRawText({ buffer: bytes }), mammoth.convertToHtml({ buffer: bytes })]);
      return { text: raw.value, heading: headingOfHtml(html.value) };
    }
    case 'doc': {
      // OLE compound file (D0 CF 11 E0); word-extractor then insists on a WordDocument stream.
      if (detected !== 'cfb') return mismatch;
      return { text: (await new WordExtractor().extract(bytes)).getBody() };
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
 * Text of an uploaded file to prefill the add-document form: the type must match by content, not
 * only by name. Title: the first heading, else the first line, else the file name.
 * Returns a DomainError (`upload_*`) for an unsupported, mismatched, unreadable or empty file.
 */
export async function extractDocumentText(bytes: Buffer, fileName: string): Promise<UploadDocumentResponse | DomainError> {
  const ext = extname(fileName).slice(1).toLowerCase();
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) return new DomainError('upload_type_unsupported');
  let result: Awaited<ReturnType<typeof read>>;
  try {
    result = await read(ext as Kind, bytes);
  } catch {
    return new DomainError('upload_unreadable');
  }
  if (result instanceof DomainError) return result;
  const content = clean(result.text);
  if (!content) return new DomainError('upload_no_text');
  if (content.length > MAX_DOCUMENT_CONTENT_LENGTH) return new DomainError('upload_text_too_long', { max: MAX_DOCUMENT_CONTENT_LENGTH });
  const stem = basename(fileName, extname(fileName)).trim();
  const candidates = [result.title, result.heading, result.title === '' ? '' : firstLine(content), stem];
  const title = candidates.map((c) => c?.trim() ?? '').find((c) => c && c.length <= MAX_TITLE_LENGTH) ?? stem.slice(0, MAX_TITLE_LENGTH);
  return { title, content };
}

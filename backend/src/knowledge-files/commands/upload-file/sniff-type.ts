import { extname } from 'node:path';
import type { KnowledgeFileMediaType } from '@kb/contracts';
import { isMarkup } from '../../../shared/text/markup.js';

const BY_DETECTED: Record<string, KnowledgeFileMediaType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // An OLE compound file: a legacy Word document if word-extractor finds its WordDocument stream.
  cfb: 'application/msword',
};

/** What a known extension promises; a file whose content is something else is refused. */
const CLAIMED: Record<string, readonly KnowledgeFileMediaType[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  txt: ['text/plain', 'application/json'],
  json: ['application/json'],
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text in UTF-8, UTF-16 with a byte-order mark, or a single-byte code page (Windows-1256): no NUL, no control bytes. */
function looksLikeText(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  }
  try {
    const text = utf8.decode(bytes);
    return text.includes('\u0000') ? null : text.replace(/^\uFEFF/, '');
  } catch {
    for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return null;
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

/**
 * The media type of an upload judged by its content (magic bytes; text and JSON by decoding),
 * or null when it is not one we accept or its content contradicts a known extension
 * (an HTML page named `.pdf`).
 */
export async function sniffMediaType(bytes: Uint8Array, filename: string): Promise<KnowledgeFileMediaType | null> {
  if (bytes.byteLength === 0) return null;
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  let type: KnowledgeFileMediaType | null;
  if (detected) type = BY_DETECTED[detected] ?? null;
  else {
    const text = looksLikeText(bytes);
    if (text === null || isMarkup(text)) type = null;
    else type = isJson(text) ? 'application/json' : 'text/plain';
  }
  const claimed = CLAIMED[extname(filename).slice(1).toLowerCase()];
  if (type && claimed && !claimed.includes(type)) {
    // JSON in a .txt is still text; text in a .json that does not parse is not JSON.
    return null;
  }
  return type;
}

function isJson(text: string): boolean {
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

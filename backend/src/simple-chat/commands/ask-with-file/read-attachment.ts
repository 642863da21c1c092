import { MAX_DOCUMENT_CONTENT_LENGTH } from '@kb/contracts';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { extractFile } from '../../../shared/extraction/extract-file.js';
import { MAX_PUBLIC_PDF_PAGES } from '../../../shared/extraction/file-limits.js';
import { attachmentKind, type AttachmentKind } from '../../domain/attachment-kind.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });
function asText(bytes: Uint8Array): string | null {
  try {
    const text = utf8.decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const MEDIA_TYPE: Record<AttachmentKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The attached file's text: its kind is taken from its content (a PDF named .txt is read as a
 * PDF; JSON is refused whatever it is called), then it is read in a sandboxed child process, or by
 * OCR (Arabic and English models merged word by word, in the OCR pool's child) for an image within
 * the pixel budget. A PDF of more than MAX_PUBLIC_PDF_PAGES pages is refused unread; `signal` (the
 * public read's time bound) stops the read wherever it is.
 */
export async function readAttachment(bytes: Uint8Array, fileName: string, signal?: AbortSignal): Promise<string | DomainError> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const kind = attachmentKind(fileName, detected, detected ? null : asText(bytes));
  if (!kind) return new DomainError('simple_chat_type_unsupported');
  // Low priority: the public chat's reads take a bounded share of the reading slots and OCR threads,
  // behind signed-in users' knowledge files (extract-file.ts).
  const outcome = await extractFile(bytes, MEDIA_TYPE[kind], {
    maxContentLength: MAX_DOCUMENT_CONTENT_LENGTH,
    priority: 'low',
    maxPages: MAX_PUBLIC_PDF_PAGES,
    ...(signal && { signal }),
  });
  return outcome.ok ? outcome.text : new DomainError(outcome.code, outcome.params);
}

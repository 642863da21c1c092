import { MAX_DOCUMENT_CONTENT_LENGTH, MAX_TITLE_LENGTH } from '@kb/contracts';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { ACCEPTED_EXTENSIONS, DEFAULT_EXTRACTION, extractInWorker } from '../../../shared/extraction/run-extraction.js';
import { attachmentKind, isImage } from '../../domain/attachment-kind.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });
function asText(bytes: Uint8Array): string | null {
  try {
    const text = utf8.decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/**
 * The attached file's text, read in the sandboxed extraction worker. Its kind is taken from its
 * content (a PDF named .txt is read as a PDF; JSON is refused whatever it is called). Images need
 * OCR in the extraction worker; until it reads them they are refused with a clear message.
 */
export async function readAttachment(bytes: Uint8Array, fileName: string): Promise<string | DomainError> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const kind = attachmentKind(fileName, detected, detected ? null : asText(bytes));
  if (!kind) return new DomainError('simple_chat_type_unsupported');
  if (isImage(kind) && !(ACCEPTED_EXTENSIONS as readonly string[]).includes(kind)) return new DomainError('simple_chat_image_unreadable');
  const outcome = await extractInWorker(bytes, `attachment.${kind}`, {
    limits: { maxContentLength: MAX_DOCUMENT_CONTENT_LENGTH, maxTitleLength: MAX_TITLE_LENGTH, zip: DEFAULT_EXTRACTION.zip },
  });
  return outcome.ok ? outcome.content : new DomainError(outcome.code, outcome.params);
}

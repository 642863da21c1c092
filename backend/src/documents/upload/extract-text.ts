import { MAX_DOCUMENT_CONTENT_LENGTH, MAX_TITLE_LENGTH, type UploadDocumentResponse } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DEFAULT_EXTRACTION, extractInSandbox } from '../../shared/extraction/run-extraction.js';

export { ACCEPTED_EXTENSIONS } from '../../shared/extraction/run-extraction.js';

/**
 * Text of an uploaded file to prefill the add-document form, read in a sandboxed child process
 * (see shared/extraction): the type must match by content, not only by name. Title: the first heading,
 * else the first line, else the file name. Returns a DomainError (`upload_*`, `extraction_busy`)
 * for an unsupported, mismatched, unreadable, empty, oversized or too slow file.
 */
export async function extractDocumentText(bytes: Uint8Array, fileName: string): Promise<UploadDocumentResponse | DomainError> {
  const outcome = await extractInSandbox(bytes, fileName, {
    limits: { maxContentLength: MAX_DOCUMENT_CONTENT_LENGTH, maxTitleLength: MAX_TITLE_LENGTH, zip: DEFAULT_EXTRACTION.zip },
  });
  return outcome.ok ? { title: outcome.title, content: outcome.content } : new DomainError(outcome.code, outcome.params);
}

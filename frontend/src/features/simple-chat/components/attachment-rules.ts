import { MAX_UPLOAD_BYTES, SIMPLE_CHAT_ACCEPTED_TYPES } from '@kb/contracts';

export type AttachmentProblem = 'too_large' | 'unsupported' | null;

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * SPEC.md section 5, checked in the order it gives: at most 5 MB, then one of the accepted types
 * (the picker also lists .json, which this check refuses). A browser that gives no type falls back
 * on the extension. The server checks the content again.
 */
export function attachmentProblem(file: { name: string; size: number; type: string }): AttachmentProblem {
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large';
  const type = file.type || BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  return (SIMPLE_CHAT_ACCEPTED_TYPES as readonly string[]).includes(type) ? null : 'unsupported';
}

/** SPEC.md section 5: trimmed text or a file, and never while a reply is pending. */
export function canSendSimple(text: string, file: unknown, pending: boolean): boolean {
  return !pending && (text.trim().length > 0 || Boolean(file));
}

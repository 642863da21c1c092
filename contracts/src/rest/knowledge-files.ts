import type { Language } from '../constants.js';
import type { AnswerMode, SourceDoc } from './conversations.js';

/** Where a file's text extraction stands: `processing` right after upload, then `ready` or `failed`. */
export type KnowledgeFileStatus = 'processing' | 'ready' | 'failed';

/** Media types accepted by `POST /api/knowledge-files`, sniffed from the content (never the name). */
export const KNOWLEDGE_FILE_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/json',
] as const;
export type KnowledgeFileMediaType = (typeof KNOWLEDGE_FILE_MEDIA_TYPES)[number];

/** What the file picker accepts (SPEC.md: images, pdf, doc, docx, txt, json). */
export const KNOWLEDGE_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx,.txt,.json';

/** How the text was read. */
export type ExtractionMethod = 'text' | 'json' | 'pdf' | 'docx' | 'doc' | 'ocr';

/**
 * One uploaded file as `GET /api/knowledge-files` lists it (SPEC.md section 3 fields first).
 * Sizes are bytes, times ISO 8601.
 */
export interface KnowledgeFile {
  id: string;
  originalFilename: string;
  size: number;
  createdAt: string;
  description: string;
  isKnowledgeSource: boolean;
  status: KnowledgeFileStatus;
  mediaType: KnowledgeFileMediaType;
  /**
   * A sentence for the reader about the extraction, in both languages: why it failed, or a
   * limitation of a ready file ("Arabic OCR data is not installed…"); null when there is nothing to say.
   */
  note: { en: string; ar: string } | null;
  /** Extraction facts once ready (null while processing or after a failure). */
  extraction: { method: ExtractionMethod; languages: Language[]; pages: number | null; characters: number } | null;
  /** True when an admin uploaded it: as a knowledge source it answers everyone, not only its owner. */
  sharedWithEveryone: boolean;
  /**
   * The start of the text read from it, once ready (at most `FILE_PREVIEW_LENGTH` characters, cut at a
   * line's end where one is near), so the reader sees what was read; null while reading or after a failure.
   */
  preview: string | null;
  /**
   * Attached to a chat question and not (yet) saved as a knowledge file: it is left out of
   * `GET /api/knowledge-files` until `PATCH … {saveAsKnowledgeFile: true}`.
   */
  chatAttachment: boolean;
}

/** Characters of a file's text shown as its preview (`KnowledgeFile.preview`). */
export const FILE_PREVIEW_LENGTH = 1200;

/**
 * `POST /api/knowledge-files` multipart fields besides `file`: `description` (optional) and
 * `isKnowledgeSource` as the text "true" or "false" (default "true"); `purpose` "attachment" for a
 * file attached to a chat question (not listed among the knowledge files). Answer: 201 with the
 * `KnowledgeFile` (status `processing`). 413 over 5 MB, 415 for a type not accepted (by content).
 */
export interface UploadKnowledgeFileFields {
  description?: string;
  isKnowledgeSource?: 'true' | 'false';
  purpose?: 'knowledge' | 'attachment';
}

/** `PATCH /api/knowledge-files/{id}`: either field or both; answers the updated `KnowledgeFile`. */
export interface UpdateKnowledgeFileRequest {
  isKnowledgeSource?: boolean;
  description?: string;
  /** A chat attachment becomes one of the knowledge files (listed from now on); once, a second time changes nothing. */
  saveAsKnowledgeFile?: boolean;
}

/** `POST /api/chat-with-knowledge-file/{id}`. `language` defaults to the question's own. */
export interface ChatWithKnowledgeFileRequest {
  message: string;
  language?: Language;
}

/** Answer of `POST /api/chat-with-knowledge-file/{id}`: SPEC.md's `reply`, plus what was used. */
export interface ChatWithKnowledgeFileResponse {
  reply: string;
  language: Language;
  /** The file when the reply quotes it; empty for the "couldn't find" text. */
  sources: SourceDoc[];
  /** Set when the reply is a fallback (model failed); null otherwise. */
  error: string | null;
  /** The file is still being read (or failed): the reply says so instead of answering. */
  status: KnowledgeFileStatus;
  /**
   * How the reply was made, as on a chat `Message`: `uncertain` when it offers the closest passage
   * of the file with a warning (the client marks it as low confidence). Optional: older servers omit it.
   */
  mode?: AnswerMode;
}

export const MAX_FILE_DESCRIPTION_LENGTH = 1000;

/**
 * `GET /api/knowledge-files/:id/citation`: a file an answer cited, as the caller may see it now. A file
 * that was deleted, or that the caller may no longer see, is `available: false` (the client keeps the
 * name the answer recorded and marks it deleted); the answer is the same for an id that never existed.
 */
export interface KnowledgeFileCitation {
  id: string;
  available: boolean;
  /** The file's original name, when available. */
  name: string | null;
  mediaType: string | null;
  /** Where the caller downloads it (`/api/knowledge-files/:id/download`), when available. */
  downloadUrl: string | null;
}

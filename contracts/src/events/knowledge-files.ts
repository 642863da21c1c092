import type { Language } from '../constants.js';
import type { ExtractionMethod, KnowledgeFileMediaType } from '../rest/knowledge-files.js';
import type { DomainEvent } from './envelope.js';

/**
 * Knowledge-file events. One stream per file: `knowledge-file-{id}`. The bytes are not in the
 * events: they live in the content-addressed blob table under `sha256`, and are deleted with the
 * file; the events keep its name and hash.
 */
export const KNOWLEDGE_FILE_STREAM_PREFIX = 'knowledge-file-';
export const knowledgeFileStreamId = (id: string) => `${KNOWLEDGE_FILE_STREAM_PREFIX}${id}`;

export type KnowledgeFileUploaded = DomainEvent<
  'KnowledgeFileUploaded',
  {
    id: string;
    /** User id of the uploader, who alone sees the file. */
    ownerId: string;
    /** The uploader was an admin: as a knowledge source the file answers everyone's questions. */
    uploadedByAdmin: boolean;
    originalFilename: string;
    size: number;
    /** Sniffed from the content. */
    mediaType: KnowledgeFileMediaType;
    /** Hex SHA-256 of the bytes: the blob's key. */
    sha256: string;
    description: string;
    isKnowledgeSource: boolean;
    /** Attached to a chat question: not one of the knowledge files until saved as one (absent: false). */
    chatAttachment?: boolean;
  }
>;

/**
 * A reading of the file began (issue 44): recorded before the text is read, so a reading that
 * ended with its process (the server stopped or crashed) is known at the next start. The file is
 * read again at most once after such an end; then it is failed (`file_extraction_interrupted`).
 * Between instances, the first to record an attempt reads the file; the others leave it.
 */
export type KnowledgeFileExtractionStarted = DomainEvent<
  'KnowledgeFileExtractionStarted',
  {
    id: string;
    /** 1 for the first reading, 2 for the one after a reading that never finished. */
    attempt: number;
  }
>;

export type KnowledgeFileTextExtracted = DomainEvent<
  'KnowledgeFileTextExtracted',
  {
    id: string;
    text: string;
    method: ExtractionMethod;
    /** Scripts found in the text. */
    languages: Language[];
    pages: number | null;
    durationMs: number;
    /** A message code for a limitation of the reading (e.g. `file_ocr_english_only`), or null. */
    note: string | null;
  }
>;

export type KnowledgeFileExtractionFailed = DomainEvent<
  'KnowledgeFileExtractionFailed',
  {
    id: string;
    /**
     * Message code of the reason (`upload_unreadable`, `upload_no_text`, `upload_timeout`,
     * `upload_crashed` when the reading process died on the file, `file_extraction_interrupted`
     * when readings ended with the server twice…).
     */
    reason: string;
    params?: Record<string, string | number>;
    durationMs: number;
  }
>;

export type KnowledgeFileSourceChanged = DomainEvent<'KnowledgeFileSourceChanged', { id: string; isKnowledgeSource: boolean }>;
export type KnowledgeFileDescribed = DomainEvent<'KnowledgeFileDescribed', { id: string; description: string }>;
/** A chat attachment saved by its owner as a knowledge file: listed with the others from now on. */
export type KnowledgeFileSavedFromChat = DomainEvent<'KnowledgeFileSavedFromChat', { id: string }>;
export type KnowledgeFileDeleted = DomainEvent<'KnowledgeFileDeleted', { id: string; sha256: string; originalFilename: string }>;

export type KnowledgeFileEvent =
  | KnowledgeFileUploaded
  | KnowledgeFileExtractionStarted
  | KnowledgeFileTextExtracted
  | KnowledgeFileExtractionFailed
  | KnowledgeFileSourceChanged
  | KnowledgeFileDescribed
  | KnowledgeFileSavedFromChat
  | KnowledgeFileDeleted;

export const KNOWLEDGE_FILE_EVENT_TYPES: readonly KnowledgeFileEvent['type'][] = [
  'KnowledgeFileUploaded',
  'KnowledgeFileExtractionStarted',
  'KnowledgeFileTextExtracted',
  'KnowledgeFileExtractionFailed',
  'KnowledgeFileSourceChanged',
  'KnowledgeFileDescribed',
  'KnowledgeFileSavedFromChat',
  'KnowledgeFileDeleted',
];

import type { CategoryCode, DocumentStatus } from '../categories.js';
import type { DomainEvent } from './envelope.js';

/**
 * Knowledge-document events. One stream per document: `document-{id}` (stream category
 * `document`). Who and when live in the event metadata (`actor`, `at`); the data holds the facts.
 * Only documents whose latest status is `active` may be used for answers.
 */
export const DOCUMENT_STREAM_PREFIX = 'document-';
export const documentStreamId = (id: string) => `${DOCUMENT_STREAM_PREFIX}${id}`;

/** The editable fields of a document. */
export interface DocumentFields {
  title: string;
  content: string;
  category: CategoryCode;
}

/** A new document with all its fields (status defaults to `active` before it gets here). */
export type DocumentCreated = DomainEvent<
  'DocumentCreated',
  DocumentFields & {
    id: string;
    status: DocumentStatus;
    /** User id of the creator; 'system' for the seed knowledge base. */
    createdBy: string;
  }
>;

/** Only the fields that changed, with their new values (never `status`: see DocumentStatusChanged). */
export type DocumentUpdated = DomainEvent<'DocumentUpdated', Partial<DocumentFields> & { id: string }>;

/** The status moved from `previousStatus` to `status`. */
export type DocumentStatusChanged = DomainEvent<
  'DocumentStatusChanged',
  { id: string; status: DocumentStatus; previousStatus: DocumentStatus }
>;

/** The document is gone; `previousStatus` is its status when it was deleted. */
export type DocumentDeleted = DomainEvent<'DocumentDeleted', { id: string; previousStatus: DocumentStatus }>;

export type DocumentEvent = DocumentCreated | DocumentUpdated | DocumentStatusChanged | DocumentDeleted;
export const DOCUMENT_EVENT_TYPES: readonly DocumentEvent['type'][] = [
  'DocumentCreated',
  'DocumentUpdated',
  'DocumentStatusChanged',
  'DocumentDeleted',
];

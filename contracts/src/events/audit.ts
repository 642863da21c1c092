import type { DomainEvent } from './envelope.js';

/** One stream per reader: `audit-reader-{userId}`. */
export const auditReaderStreamId = (userId: string) => `audit-reader-${userId}`;

/** How an auditor or admin read another user's private conversation content. */
export type AuditViewKind = 'provenance' | 'events' | 'export';

/**
 * An auditor or admin read the content of conversations they do not own through the audit API.
 * The actor in the metadata is the reader.
 */
export type AuditRecordViewed = DomainEvent<
  'AuditRecordViewed',
  {
    readerId: string;
    via: AuditViewKind;
    /**
     * Conversations whose content was shown, with their owners. A question asked of one knowledge
     * file has no conversation: it is named by its stream (`file-question-{id}`).
     */
    conversations: { conversationId: string; ownerId: string }[];
    /** The message asked about (provenance), else null. */
    messageId: string | null;
  }
>;

export type AuditDomainEvent = AuditRecordViewed;
export const AUDIT_EVENT_TYPES: readonly AuditDomainEvent['type'][] = ['AuditRecordViewed'];

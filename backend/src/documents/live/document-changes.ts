import { DOCUMENT_EVENT_TYPES, type DocumentChangedPayload, type DocumentEvent, type KnowledgeDocument } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

/** What one committed batch did to one document, as far as its events tell. */
export interface BatchChange {
  id: string;
  /** The batch created the document. */
  created: boolean;
  /** The batch ended by deleting it. */
  deleted: boolean;
  /** Whether it was active before the batch; null when the batch did not touch its status. */
  wasActive: boolean | null;
}

/** Groups a batch's document events by document, in order of first appearance. */
export function changesOf(events: readonly StoredEvent[]): BatchChange[] {
  return changesOfEvents(events.map((stored) => decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES)));
}

/** The same, of decoded events (a command's own, at its append); nulls are events of no known type. */
export function changesOfEvents(events: readonly (DocumentEvent | null)[]): BatchChange[] {
  const byId = new Map<string, BatchChange>();
  for (const event of events) {
    if (!event) continue;
    let change = byId.get(event.data?.id);
    if (!change) {
      if (!event.data?.id) continue;
      change = {
        id: event.data.id,
        created: event.type === 'DocumentCreated',
        deleted: false,
        wasActive: event.type === 'DocumentCreated' ? false : null,
      };
      byId.set(change.id, change);
    }
    if (change.wasActive === null && (event.type === 'DocumentStatusChanged' || event.type === 'DocumentDeleted')) {
      change.wasActive = event.data.previousStatus === 'active';
    }
    change.deleted = event.type === 'DocumentDeleted';
  }
  return [...byId.values()];
}

/**
 * Who is told what about one change: admins every change with the document; everyone else only
 * active documents (one that becomes active arrives as `created`, an edit of an active one as
 * `updated`, one that stops being active as `deleted` without its content). `doc` is the row after
 * the change, null once deleted; null payloads are not pushed.
 */
export function payloadsOf(
  change: BatchChange,
  doc: KnowledgeDocument | null,
): { admins: DocumentChangedPayload | null; others: DocumentChangedPayload | null } {
  if (!doc && !change.deleted) return { admins: null, others: null };
  const admins: DocumentChangedPayload = {
    id: change.id,
    change: !doc ? 'deleted' : change.created ? 'created' : 'updated',
    document: doc,
  };
  const nowActive = doc?.status === 'active';
  const wasActive = change.wasActive ?? nowActive;
  if (nowActive) return { admins, others: { id: change.id, change: wasActive ? 'updated' : 'created', document: doc } };
  return { admins, others: wasActive ? { id: change.id, change: 'deleted', document: null } : null };
}

import { DOCUMENT_EVENT_TYPES, type DocumentEvent } from '@kb/contracts';
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
  const byId = new Map<string, BatchChange>();
  for (const stored of events) {
    const event = decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES);
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

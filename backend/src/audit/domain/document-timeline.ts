import type { AuditDocumentState, AuditFieldChange, DocumentEvent } from '@kb/contracts';
import { documentDecider, type DocumentState } from '../../documents/document-history.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { decodeEvent } from '../../shared/event-sourcing/decider.js';

/** A document folded up to some event, with when and by whom it got there. */
export interface DocumentAt {
  state: DocumentState;
  version: number;
  createdAt: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

const FIELDS = ['title', 'content', 'category', 'status', 'deleted'] as const;

export const EMPTY: DocumentAt = { state: null, version: 0, createdAt: null, updatedAt: null, updatedBy: null };

/** One step of the fold: the decider's own evolve, plus version, time and actor from the stored event. */
export function step(at: DocumentAt, e: StoredEvent): DocumentAt {
  return {
    state: documentDecider.evolve(at.state, decodeEvent<DocumentEvent>(e)),
    version: e.streamVersion + 1,
    createdAt: at.createdAt ?? e.metadata.at,
    updatedAt: e.metadata.at,
    updatedBy: e.metadata.actor,
  };
}

/** The document after the events that happened at or before `asOf` (by the time each was handled). */
export function foldUntil(events: StoredEvent[], asOf: Date | null): DocumentAt {
  let at = EMPTY;
  for (const e of events) {
    if (asOf && new Date(e.metadata.at) > asOf) break;
    at = step(at, e);
  }
  return at;
}

/** The fields that differ between two states of a document. */
export function changesBetween(before: DocumentState, after: DocumentState): AuditFieldChange[] {
  return FIELDS.flatMap((field) => {
    const b = before ? before[field] : null;
    const a = after ? after[field] : null;
    return b === a ? [] : [{ field, before: b, after: a }];
  });
}

export function toAuditState(at: DocumentAt): AuditDocumentState | null {
  if (!at.state) return null;
  const { id, title, content, category, status, deleted } = at.state;
  return {
    id,
    title,
    content,
    category,
    status,
    deleted,
    version: at.version,
    createdAt: at.createdAt!,
    updatedAt: at.updatedAt!,
    updatedBy: at.updatedBy!,
  };
}

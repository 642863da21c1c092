import {
  CATEGORY_CODES,
  DOCUMENT_STATUSES,
  MAX_DOCUMENT_CONTENT_LENGTH,
  MAX_TITLE_LENGTH,
  type CategoryCode,
  type DocumentEvent,
  type DocumentFields,
  type DocumentStatus,
} from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

/** What the aggregate needs to decide; `null` before creation. A deleted document stays deleted. */
export type DocumentState = null | (DocumentFields & { id: string; status: DocumentStatus; deleted: boolean });

export type CreateDocument = {
  type: 'CreateDocument';
  id: string;
  title: string;
  content: string;
  category: CategoryCode;
  status: DocumentStatus;
  createdBy: string;
};
export type UpdateDocument = {
  type: 'UpdateDocument';
  changes: Partial<DocumentFields> & { status?: DocumentStatus };
};
export type DeleteDocument = { type: 'DeleteDocument' };
export type DocumentCommand = CreateDocument | UpdateDocument | DeleteDocument;

const LIMITS = { title: MAX_TITLE_LENGTH, content: MAX_DOCUMENT_CONTENT_LENGTH } as const;

/** Invariants of the fields present in `fields`; the edge checks the same first, with field messages. */
export function checkFields(fields: Partial<DocumentFields> & { status?: string }): DomainError | null {
  for (const name of ['title', 'content'] as const) {
    const value = fields[name];
    if (value === undefined) continue;
    if (value.trim() === '') return new DomainError('document_field_blank', { field: name });
    if (value.length > LIMITS[name]) return new DomainError('document_field_too_long', { field: name, max: LIMITS[name] });
  }
  if (fields.category !== undefined && !(CATEGORY_CODES as readonly string[]).includes(fields.category)) {
    return new DomainError('document_category_unknown', { value: fields.category });
  }
  if (fields.status !== undefined && !(DOCUMENT_STATUSES as readonly string[]).includes(fields.status)) {
    return new DomainError('document_status_unknown', { value: fields.status });
  }
  return null;
}

function decide(command: DocumentCommand, state: DocumentState): DocumentEvent[] | DomainError {
  switch (command.type) {
    case 'CreateDocument': {
      if (state) return new DomainError('document_exists', { id: command.id });
      const invalid = checkFields(command);
      if (invalid) return invalid;
      const { id, title, content, category, status, createdBy } = command;
      return [{ type: 'DocumentCreated', data: { id, title, content, category, status, createdBy } }];
    }
    case 'UpdateDocument': {
      if (!state || state.deleted) return new DomainError('not_found', { entity: 'document' });
      const invalid = checkFields(command.changes);
      if (invalid) return invalid;
      const { status, ...fields } = command.changes;
      const changed: Partial<DocumentFields> = {};
      for (const key of ['title', 'content', 'category'] as const) {
        const value = fields[key];
        if (value !== undefined && value !== state[key]) (changed as Record<string, string>)[key] = value;
      }
      const events: DocumentEvent[] = [];
      if (Object.keys(changed).length) events.push({ type: 'DocumentUpdated', data: { id: state.id, ...changed } });
      if (status !== undefined && status !== state.status) {
        events.push({ type: 'DocumentStatusChanged', data: { id: state.id, status, previousStatus: state.status } });
      }
      return events;
    }
    case 'DeleteDocument': {
      if (!state || state.deleted) return new DomainError('not_found', { entity: 'document' });
      return [{ type: 'DocumentDeleted', data: { id: state.id, previousStatus: state.status } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: DocumentState, event: DocumentEvent): DocumentState {
  switch (event.type) {
    case 'DocumentCreated': {
      const { id, title, content, category, status } = event.data;
      return { id, title, content, category, status, deleted: false };
    }
    case 'DocumentUpdated': {
      if (!state) return state;
      const { id: _id, ...changed } = event.data;
      return { ...state, ...changed };
    }
    case 'DocumentStatusChanged':
      return state && { ...state, status: event.data.status };
    case 'DocumentDeleted':
      return state && { ...state, deleted: true };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The Document aggregate (pure): time, ids and the actor come in with the command and its context. */
export const documentDecider: Decider<DocumentState, DocumentCommand, DocumentEvent> = {
  initialState: null,
  decide,
  evolve,
};

import { describe, it } from 'vitest';
import { MAX_TITLE_LENGTH, type DocumentEvent } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { documentDecider } from './document.decider.js';

const id = '6f1c0d9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f';
const created: DocumentEvent = {
  type: 'DocumentCreated',
  data: { id, title: 'Roaming', content: 'Daily pass 3 KWD.', category: 'product_info', status: 'active', createdBy: 'u-admin' },
};

const given = DeciderSpecification.for(documentDecider);

describe('Document aggregate', () => {
  it('creates a document with every field in the event', () => {
    given([])
      .when({
        type: 'CreateDocument',
        id,
        title: 'Roaming',
        content: 'Daily pass 3 KWD.',
        category: 'product_info',
        status: 'active',
        createdBy: 'u-admin',
      })
      .then([created]);
  });

  it('refuses to create an id that already has a stream, even after deletion', () => {
    const again = {
      type: 'CreateDocument',
      id,
      title: 'x',
      content: 'y',
      category: 'finance',
      status: 'draft',
      createdBy: 'system',
    } as const;
    given([created]).when(again).thenFails(new DomainError('document_exists', { id }));
    given([created, { type: 'DocumentDeleted', data: { id, previousStatus: 'active' } }])
      .when(again)
      .thenFails();
  });

  it('refuses blank, over-long and unknown values', () => {
    const base = { type: 'CreateDocument', id, title: 'T', content: 'C', category: 'finance', status: 'active', createdBy: 'u' } as const;
    given([])
      .when({ ...base, title: '   ' })
      .thenFails(new DomainError('document_field_blank', { field: 'title' }));
    given([])
      .when({ ...base, content: '\n' })
      .thenFails(new DomainError('document_field_blank', { field: 'content' }));
    given([])
      .when({ ...base, title: 'x'.repeat(MAX_TITLE_LENGTH + 1) })
      .thenFails(new DomainError('document_field_too_long', { field: 'title', max: MAX_TITLE_LENGTH }));
    given([])
      .when({ ...base, category: 'gossip' as never })
      .thenFails(new DomainError('document_category_unknown', { value: 'gossip' }));
    given([])
      .when({ ...base, status: 'published' as never })
      .thenFails(new DomainError('document_status_unknown', { value: 'published' }));
  });

  it('records only the fields that changed, and a status change as its own event', () => {
    given([created])
      .when({ type: 'UpdateDocument', changes: { title: 'Roaming', content: 'Daily pass 4 KWD.', status: 'archived' } })
      .then([
        { type: 'DocumentUpdated', data: { id, content: 'Daily pass 4 KWD.' } },
        { type: 'DocumentStatusChanged', data: { id, status: 'archived', previousStatus: 'active' } },
      ]);
  });

  it('records nothing for an edit that changes nothing', () => {
    given([created])
      .when({ type: 'UpdateDocument', changes: { title: 'Roaming', category: 'product_info', status: 'active' } })
      .then([]);
  });

  it('folds updates so later decisions see them', () => {
    const history: DocumentEvent[] = [
      created,
      { type: 'DocumentUpdated', data: { id, title: 'Roaming 2025' } },
      { type: 'DocumentStatusChanged', data: { id, status: 'draft', previousStatus: 'active' } },
    ];
    given(history)
      .when({ type: 'UpdateDocument', changes: { title: 'Roaming 2025', status: 'active' } })
      .then([{ type: 'DocumentStatusChanged', data: { id, status: 'active', previousStatus: 'draft' } }]);
    given(history)
      .when({ type: 'DeleteDocument' })
      .then([{ type: 'DocumentDeleted', data: { id, previousStatus: 'draft' } }]);
  });

  it('answers not found for edits and deletes of a missing or deleted document', () => {
    const deleted: DocumentEvent[] = [created, { type: 'DocumentDeleted', data: { id, previousStatus: 'active' } }];
    for (const history of [[], deleted]) {
      given(history)
        .when({ type: 'UpdateDocument', changes: { title: 'x' } })
        .thenFails(new DomainError('not_found', { entity: 'document' }));
      given(history)
        .when({ type: 'DeleteDocument' })
        .thenFails(new DomainError('not_found', { entity: 'document' }));
    }
  });
});

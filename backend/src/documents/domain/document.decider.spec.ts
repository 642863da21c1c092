import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, type DocumentEvent } from '@kb/contracts';
import { DomainError, fold } from '../../shared/event-sourcing/decider.js';
import { documentDecider, type DocumentCommand } from './document.decider.js';

const id = '6f1c0d9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f';
const created: DocumentEvent = {
  type: 'DocumentCreated',
  data: { id, title: 'Roaming', content: 'Daily pass 3 KWD.', category: 'product_info', status: 'active', createdBy: 'u-admin' },
};

/** given(events).when(command) → the events decided, or the error. */
const given = (events: DocumentEvent[]) => ({
  when: (command: DocumentCommand) => documentDecider.decide(command, fold(documentDecider, events)),
});

describe('Document aggregate', () => {
  it('creates a document with every field in the event', () => {
    const result = given([]).when({ type: 'CreateDocument', id, title: 'Roaming', content: 'Daily pass 3 KWD.', category: 'product_info', status: 'active', createdBy: 'u-admin' });
    expect(result).toEqual([created]);
  });

  it('refuses to create an id that already has a stream, even after deletion', () => {
    const again = { type: 'CreateDocument', id, title: 'x', content: 'y', category: 'finance', status: 'draft', createdBy: 'system' } as const;
    expect(given([created]).when(again)).toEqual(new DomainError('document_exists', { id }));
    expect(given([created, { type: 'DocumentDeleted', data: { id, previousStatus: 'active' } }]).when(again)).toBeInstanceOf(DomainError);
  });

  it('refuses blank, over-long and unknown values', () => {
    const base = { type: 'CreateDocument', id, title: 'T', content: 'C', category: 'finance', status: 'active', createdBy: 'u' } as const;
    expect(given([]).when({ ...base, title: '   ' })).toEqual(new DomainError('document_field_blank', { field: 'title' }));
    expect(given([]).when({ ...base, content: '\n' })).toEqual(new DomainError('document_field_blank', { field: 'content' }));
    expect(given([]).when({ ...base, title: 'x'.repeat(MAX_TITLE_LENGTH + 1) })).toEqual(
      new DomainError('document_field_too_long', { field: 'title', max: MAX_TITLE_LENGTH }),
    );
    expect(given([]).when({ ...base, category: 'gossip' as never })).toEqual(new DomainError('document_category_unknown', { value: 'gossip' }));
    expect(given([]).when({ ...base, status: 'published' as never })).toEqual(new DomainError('document_status_unknown', { value: 'published' }));
  });

  it('records only the fields that changed, and a status change as its own event', () => {
    const result = given([created]).when({ type: 'UpdateDocument', changes: { title: 'Roaming', content: 'Daily pass 4 KWD.', status: 'archived' } });
    expect(result).toEqual([
      { type: 'DocumentUpdated', data: { id, content: 'Daily pass 4 KWD.' } },
      { type: 'DocumentStatusChanged', data: { id, status: 'archived', previousStatus: 'active' } },
    ]);
  });

  it('records nothing for an edit that changes nothing', () => {
    expect(given([created]).when({ type: 'UpdateDocument', changes: { title: 'Roaming', category: 'product_info', status: 'active' } })).toEqual([]);
  });

  it('folds updates so later decisions see them', () => {
    const history: DocumentEvent[] = [
      created,
      { type: 'DocumentUpdated', data: { id, title: 'Roaming 2025' } },
      { type: 'DocumentStatusChanged', data: { id, status: 'draft', previousStatus: 'active' } },
    ];
    expect(given(history).when({ type: 'UpdateDocument', changes: { title: 'Roaming 2025', status: 'active' } })).toEqual([
      { type: 'DocumentStatusChanged', data: { id, status: 'active', previousStatus: 'draft' } },
    ]);
    expect(given(history).when({ type: 'DeleteDocument' })).toEqual([{ type: 'DocumentDeleted', data: { id, previousStatus: 'draft' } }]);
  });

  it('answers not found for edits and deletes of a missing or deleted document', () => {
    const deleted: DocumentEvent[] = [created, { type: 'DocumentDeleted', data: { id, previousStatus: 'active' } }];
    for (const history of [[], deleted]) {
      expect(given(history).when({ type: 'UpdateDocument', changes: { title: 'x' } })).toEqual(new DomainError('not_found', { entity: 'document' }));
      expect(given(history).when({ type: 'DeleteDocument' })).toEqual(new DomainError('not_found', { entity: 'document' }));
    }
  });
});

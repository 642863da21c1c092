import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, type DocumentEvent, type KnowledgeDocument } from '@kb/contracts';
import { documentAfter } from './document-row.js';

const id = '6f1c0d9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f';
const created: DocumentEvent = {
  type: 'DocumentCreated',
  data: { id, title: 'Roaming', content: 'Daily pass 3 KWD.', category: 'product_info', status: 'draft', createdBy: 'u-author' },
};
const row: KnowledgeDocument = {
  id,
  title: 'Roaming',
  content: 'Daily pass 3 KWD.',
  category: 'product_info',
  categoryLabel: CATEGORY_LABELS.product_info,
  status: 'draft',
  createdBy: 'u-author',
  updatedBy: 'u-author',
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
  version: 1,
};
const at = '2026-01-02T09:30:00.250Z';

/** The row the projector writes, computed at the append (what a command pushes and answers). */
describe('documentAfter', () => {
  it('given no row, when the document is created, then the row carries the author and the time for both', () => {
    expect(documentAfter(null, [created], { actor: 'u-someone-else', at, version: 1 })).toEqual({ ...row, createdAt: at, updatedAt: at });
  });

  it('given the row before, when fields and status change in one command, then the row has both, by the actor, at the version after', () => {
    const events: DocumentEvent[] = [
      { type: 'DocumentUpdated', data: { id, title: 'Roaming Pass', category: 'hr_policies' } },
      { type: 'DocumentStatusChanged', data: { id, status: 'active', previousStatus: 'draft' } },
    ];
    const after = documentAfter(row, events, { actor: 'u-editor', at, version: 3 });
    expect(after).toEqual({
      ...row,
      title: 'Roaming Pass',
      category: 'hr_policies',
      categoryLabel: CATEGORY_LABELS.hr_policies,
      status: 'active',
      updatedBy: 'u-editor',
      updatedAt: at,
      version: 3,
    });
  });

  it('given the row, when the document is deleted, then there is no row', () => {
    expect(
      documentAfter(row, [{ type: 'DocumentDeleted', data: { id, previousStatus: 'draft' } }], { actor: 'u', at, version: 2 }),
    ).toBeNull();
  });

  it('given no row, when an edit comes, then there is still none (the projector skips it)', () => {
    expect(documentAfter(null, [{ type: 'DocumentUpdated', data: { id, title: 'x' } }], { actor: 'u', at, version: 2 })).toBeNull();
  });

  it('does not change the row it was given', () => {
    const frozen = Object.freeze({ ...row });
    documentAfter(frozen, [{ type: 'DocumentUpdated', data: { id, content: 'New' } }], { actor: 'u', at, version: 2 });
    expect(frozen).toEqual(row);
  });
});

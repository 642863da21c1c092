import { describe, expect, it } from 'vitest';
import type { DocumentListResponse, KnowledgeDocument } from '@kb/contracts';
import { applyChange, type DocumentListArgs } from './documents-api';

const doc = (id: string, patch: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  id,
  title: `Doc ${id}`,
  content: 'text',
  category: 'hr_policies',
  categoryLabel: { en: 'HR Policies', ar: 'سياسات الموارد البشرية' },
  status: 'active',
  createdBy: 'u1',
  updatedBy: 'u1',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  ...patch,
});
const page = (): DocumentListResponse => ({ documents: [doc('a'), doc('b')], total: 12, page: 1, limit: 10 });
const active: DocumentListArgs = { search: '', category: '', status: 'active', page: 1 };

describe('a document:changed push applied to a cached page', () => {
  it('replaces an edited row in place', () => {
    const p = page();
    applyChange(p, { id: 'b', change: 'updated', document: doc('b', { title: 'New title', version: 2 }) }, active);
    expect(p.documents.map((d) => d.title)).toEqual(['Doc a', 'New title']);
    expect(p.total).toBe(12);
  });

  it('drops a deleted row and counts it out of the total', () => {
    const p = page();
    applyChange(p, { id: 'a', change: 'deleted', document: null }, active);
    expect(p.documents.map((d) => d.id)).toEqual(['b']);
    expect(p.total).toBe(11);
  });

  it('drops a row that no longer matches the status or category filter (archived from an active list)', () => {
    const p = page();
    applyChange(p, { id: 'a', change: 'updated', document: doc('a', { status: 'archived', version: 2 }) }, active);
    expect(p.documents.map((d) => d.id)).toEqual(['b']);
    const q = page();
    applyChange(
      q,
      { id: 'a', change: 'updated', document: doc('a', { category: 'finance', version: 2 }) },
      { ...active, category: 'hr_policies' },
    );
    expect(q.documents.map((d) => d.id)).toEqual(['b']);
  });

  it('keeps it under "all statuses", and leaves rows of other pages to the refetch', () => {
    const p = page();
    applyChange(p, { id: 'a', change: 'updated', document: doc('a', { status: 'archived', version: 2 }) }, { ...active, status: 'all' });
    expect(p.documents[0].status).toBe('archived');
    applyChange(p, { id: 'zz', change: 'created', document: doc('zz') }, active);
    expect(p.documents).toHaveLength(2);
  });
});

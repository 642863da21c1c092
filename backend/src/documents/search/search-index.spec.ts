import { randomUUID } from 'node:crypto';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { DocumentEvent } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { DocumentSearchIndex, type IndexSearch } from './search-index.js';
import { searchTerms } from '../../assistant/analysis.js';
import { deserializeOwned } from '../../projections/snapshots.js';

let second = 0;
const stored = (event: DocumentEvent): StoredEvent =>
  ({
    ...event,
    metadata: { actor: 'u', correlationId: 'c', at: new Date(Date.UTC(2025, 0, 1, 0, 0, ++second)).toISOString() },
  }) as unknown as StoredEvent;
const created = (id: string, title: string, content: string, status: 'active' | 'draft' = 'active'): DocumentEvent => ({
  type: 'DocumentCreated',
  data: { id, title, content, category: 'hr_policies', status, createdBy: 'u' },
});
const find = (index: DocumentSearchIndex, words: string, more: Partial<IndexSearch> = {}) =>
  index.search({ terms: searchTerms(words), status: 'active', category: null, offset: 0, limit: 10, ...more });

describe('DocumentSearchIndex', () => {
  it('finds documents by word prefixes, newest first, with the total and paging', () => {
    const index = new DocumentSearchIndex();
    const ids = Array.from({ length: 5 }, () => randomUUID());
    ids.forEach((id, i) => index.apply(stored(created(id, `Leave rule ${i}`, i % 2 ? 'Annual leave' : 'Sick leave'))));
    expect(find(index, 'leave')).toEqual({ ids: [...ids].reverse(), total: 5 });
    expect(find(index, 'ANNU lea')).toEqual({ ids: [ids[3], ids[1]], total: 2 });
    expect(find(index, 'leave', { offset: 2, limit: 2 })).toEqual({ ids: [ids[2], ids[1]], total: 5 });
    expect(find(index, 'holiday')).toEqual({ ids: [], total: 0 });
  });

  it('follows edits, status changes, category changes and deletes', () => {
    const index = new DocumentSearchIndex();
    const [a, b] = [randomUUID(), randomUUID()];
    index.apply(stored(created(a, 'Roaming guide', 'Daily pass')));
    index.apply(stored(created(b, 'Roaming tariff', 'Weekly pass', 'draft')));
    expect(find(index, 'roaming').ids).toEqual([a]);
    expect(find(index, 'roaming', { status: 'all' }).ids).toEqual([b, a]);
    index.apply(stored({ type: 'DocumentUpdated', data: { id: a, content: 'Monthly bundle' } }));
    expect(find(index, 'daily').total).toBe(0);
    expect(find(index, 'roaming monthly').ids).toEqual([a]);
    index.apply(stored({ type: 'DocumentUpdated', data: { id: a, category: 'product_info' } }));
    expect(find(index, 'roaming', { category: 'product_info' }).ids).toEqual([a]);
    expect(find(index, 'roaming', { category: 'hr_policies', status: 'all' }).ids).toEqual([b]);
    index.apply(stored({ type: 'DocumentStatusChanged', data: { id: b, status: 'active', previousStatus: 'draft' } }));
    expect(find(index, 'roaming').ids).toEqual([b, a]);
    index.apply(stored({ type: 'DocumentDeleted', data: { id: b, previousStatus: 'active' } }));
    expect(find(index, 'roaming', { status: 'all' })).toEqual({ ids: [a], total: 1 });
    expect(index.size).toBe(1);
  });

  it('answers the same after compacting dead slots', () => {
    const index = new DocumentSearchIndex();
    index.compactAfter = 3;
    const ids = Array.from({ length: 4 }, () => randomUUID());
    ids.forEach((id) => index.apply(stored(created(id, 'Policy', 'text'))));
    for (let round = 0; round < 5; round++) {
      for (const id of ids)
        index.apply(stored({ type: 'DocumentUpdated', data: { id, content: `version round${round} of ${id.slice(0, 4)}` } }));
    }
    expect(find(index, 'policy version')).toEqual({ ids: [...ids].reverse(), total: 4 });
    expect(find(index, `of ${ids[2].slice(0, 4)}`).ids).toEqual([ids[2]]);
    expect(find(index, 'round3').total).toBe(0);
    expect(find(index, 'round4').total).toBe(4);
  });

  it('keeps the content words through a title edit and the title words through a content edit', () => {
    const index = new DocumentSearchIndex();
    const id = randomUUID();
    index.apply(stored(created(id, 'Roaming guide', 'Daily pass prices')));
    index.apply(stored({ type: 'DocumentUpdated', data: { id, title: 'Travel guide' } }));
    expect(find(index, 'travel daily').ids).toEqual([id]);
    expect(find(index, 'roaming').total).toBe(0);
    index.apply(stored({ type: 'DocumentUpdated', data: { id, content: 'Weekly bundle' } }));
    expect(find(index, 'travel weekly').ids).toEqual([id]);
    expect(find(index, 'daily').total).toBe(0);
  });

  it('a snapshot restores into an index that answers every search as the original, and keeps following edits', () => {
    // given an index with edits, deletes and a compaction behind it
    const index = new DocumentSearchIndex();
    index.compactAfter = 5;
    const ids = Array.from({ length: 30 }, () => randomUUID());
    ids.forEach((id, i) =>
      index.apply(stored(created(id, `Policy ${i % 7}`, `leave roaming fibre${i % 5} text${i}`, i % 4 ? 'active' : 'draft'))),
    );
    for (const id of ids.slice(0, 12)) index.apply(stored({ type: 'DocumentUpdated', data: { id, title: `Revised ${id.slice(0, 3)}` } }));
    for (const id of ids.slice(20, 26)) index.apply(stored({ type: 'DocumentDeleted', data: { id, previousStatus: 'active' } }));
    // when its snapshot is restored into a new index (through v8 as snapshots.ts stores it)
    const restored = new DocumentSearchIndex();
    restored.snapshots.restore(deserializeOwned(serialize(index.snapshots.take().state)));
    // then every search answers the same, and both follow the next edits alike
    const queries = ['leave', 'policy', 'revised', 'fibre2', 'text1', 'roaming fibre0', 'text29', 'po le'];
    const all = (i: DocumentSearchIndex) => queries.flatMap((q) => [find(i, q), find(i, q, { status: 'all', limit: 50 })]);
    expect(all(restored)).toEqual(all(index));
    expect(restored.size).toBe(24);
    const edits = [
      stored({ type: 'DocumentUpdated', data: { id: ids[2], content: 'brand new words' } }),
      stored(created(randomUUID(), 'Fresh policy', 'leave brand')),
    ];
    for (const i of [index, restored]) for (const e of edits) i.apply(e);
    expect(all(restored)).toEqual(all(index));
    expect(find(restored, 'brand').total).toBe(2);
  });
});

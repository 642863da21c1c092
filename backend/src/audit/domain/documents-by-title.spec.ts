import { describe, expect, it } from 'vitest';
import { documentsByTitle, foldForSearch, type TitleRecord } from './documents-by-title.js';

const records: TitleRecord[] = [
  { id: 'd1', type: 'DocumentCreated', title: 'Annual Leave Policy' },
  { id: 'd2', type: 'DocumentCreated', title: 'سياسة الإجازة السنوية' },
  { id: 'd3', type: 'DocumentCreated', title: 'Roaming Tariff 2023' },
  { id: 'd3', type: 'DocumentUpdated', title: 'Roaming Tariff 2024' },
  { id: 'd4', type: 'DocumentCreated', title: 'Sick Leave Policy' },
  { id: 'd4', type: 'DocumentDeleted', title: null },
  { id: 'd1', type: 'DocumentUpdated', title: null },
];

describe('documentsByTitle (the timeline picker, issue 48)', () => {
  it('finds documents by every word of their title, any case, those starting with it first', () => {
    expect(documentsByTitle(records, 'leave', 10).map((d) => d.id)).toEqual(['d1', 'd4']);
    expect(documentsByTitle(records, 'POLICY sick', 10).map((d) => d.id)).toEqual(['d4']);
    expect(documentsByTitle(records, 'sick', 10)[0]).toEqual({ id: 'd4', title: 'Sick Leave Policy', formerTitles: [], deleted: true });
  });

  it('finds Arabic titles whatever the alef, taa marbuta or diacritics typed', () => {
    expect(documentsByTitle(records, 'الاجازه', 10).map((d) => d.id)).toEqual(['d2']);
    expect(documentsByTitle(records, 'السَّنويّة', 10).map((d) => d.id)).toEqual(['d2']);
    expect(foldForSearch('إجازة')).toBe(foldForSearch('اجازه'));
  });

  it('names a document by its latest title and finds it by a former one too, or by its id', () => {
    expect(documentsByTitle(records, '2023', 10)).toEqual([
      { id: 'd3', title: 'Roaming Tariff 2024', formerTitles: ['Roaming Tariff 2023'], deleted: false },
    ]);
    expect(documentsByTitle(records, 'd3', 10).map((d) => d.id)).toEqual(['d3']);
    expect(documentsByTitle(records, 'nothing like it', 10)).toEqual([]);
    expect(documentsByTitle(records, 'policy', 1)).toHaveLength(1);
  });
});

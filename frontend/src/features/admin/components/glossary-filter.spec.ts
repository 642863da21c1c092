import { describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '@kb/contracts';
import { filterGlossary } from './glossary-filter';

const entry = (id: string, terms: string[]): GlossaryEntry => ({
  id,
  terms,
  version: 1,
  origin: 'admin',
  createdBy: 'u',
  updatedBy: 'u',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const ids = (entries: GlossaryEntry[]) => entries.map((e) => e.id);

describe('the glossary filter', () => {
  const list = [
    entry('leave', ['إجازة', 'عطلة']),
    entry('vpn', ['VPN', 'الشبكة الخاصة']),
    entry('stall', ['بسطة', 'كشك']),
    entry('fee', ['رسوم', 'تكلفة']),
    entry('floor', ['الطابق 3', 'floor three']),
  ];

  it('folds case, hamza seats, taa marbuta and alef maqsura on both sides', () => {
    expect(ids(filterGlossary(list, 'اجازه'))).toEqual(['leave']);
    expect(ids(filterGlossary(list, 'vpn'))).toEqual(['vpn']);
    expect(ids(filterGlossary(list, 'بسطه'))).toEqual(['stall']);
  });

  it('matches Persian yeh and kaf, alef wasla and Eastern digits as the server does', () => {
    // ی (Persian yeh) for ي, ک (Persian kaf) for ك, ٱ (alef wasla) for ا, ٣ (Eastern three) for 3.
    expect(ids(filterGlossary(list, 'ٱلشبکة ٱلخاصة'))).toEqual(['vpn']);
    expect(ids(filterGlossary(list, 'کشک'))).toEqual(['stall']);
    expect(ids(filterGlossary(list, 'تکلفة'))).toEqual(['fee']);
    expect(ids(filterGlossary([entry('wifi', ['وای فای', 'شبكة لاسلكية'])], 'واي'))).toEqual(['wifi']);
    expect(ids(filterGlossary(list, 'الطابق ٣'))).toEqual(['floor']);
  });

  it('needs every word and shows everything for an empty box', () => {
    expect(ids(filterGlossary(list, 'floor four'))).toEqual([]);
    expect(ids(filterGlossary(list, '   '))).toEqual(ids(list));
  });
});

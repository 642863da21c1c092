import { describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '@kb/contracts';
import { applyGlossaryChange, parseTerms, upsertEntry } from './glossary-api';

const entry = (id: string, version: number, terms: string[]): GlossaryEntry => ({
  id,
  terms,
  version,
  origin: 'admin',
  createdBy: 'u',
  updatedBy: 'u',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('glossary list helpers', () => {
  it('reads terms separated by Latin or Arabic commas, semicolons or lines, dropping blanks', () => {
    expect(parseTerms(' sacked,dismissed ,, let   go ')).toEqual(['sacked', 'dismissed', 'let go']);
    expect(parseTerms('كشك، بسطة؛ kiosk\nstall')).toEqual(['كشك', 'بسطة', 'kiosk', 'stall']);
    expect(parseTerms(' , ، ')).toEqual([]);
  });

  it('puts a changed entry first, ignores a push older than what it holds, and drops a removed one', () => {
    const list = [entry('a', 1, ['a', 'b']), entry('b', 2, ['c', 'd'])];
    expect(upsertEntry(list, entry('b', 3, ['c', 'e'])).map((e) => [e.id, e.version])).toEqual([
      ['b', 3],
      ['a', 1],
    ]);
    expect(upsertEntry(list, entry('b', 1, ['c', 'x']))).toBe(list);
    expect(applyGlossaryChange(list, { id: 'a', change: 'deleted', entry: null }).map((e) => e.id)).toEqual(['b']);
    expect(applyGlossaryChange(list, { id: 'n', change: 'created', entry: entry('n', 1, ['x', 'y']) }).map((e) => e.id)).toEqual([
      'n',
      'a',
      'b',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ContextPassage } from '../context/build-context.js';
import { citedQuotes } from './cited-quotes.js';
import { citedPassages, stripCitations } from './prompt.js';

const passage = (n: number, text: string, hits: string[] = []): ContextPassage => ({
  n,
  entryId: `doc-${n}`,
  title: `T${n}`,
  category: 'c',
  kind: 'document',
  language: 'en',
  version: 2,
  text,
  hits,
  whole: true,
});

describe('what a model answer quoted', () => {
  const leave = passage(
    1,
    'Leave is planned with your manager. Full-time employees get 30 calendar days of paid leave per year. Part-time staff get it pro rata.',
  );
  const sick = passage(2, 'Sick leave needs a medical certificate after two days. The first 15 days are paid in full.');

  it('records, per citation, the sentence of the cited passage that the statement draws on', () => {
    const quotes = citedQuotes('You get 30 calendar days a year [1]. The first 15 sick days are paid in full [2].', [leave, sick]);
    expect(quotes.map((q) => [q.passage.entryId, q.quote])).toEqual([
      ['doc-1', 'Full-time employees get 30 calendar days of paid leave per year.'],
      ['doc-2', 'The first 15 days are paid in full.'],
    ]);
  });

  it('falls back to the matched chunk when the statement shares no word with the passage (another language)', () => {
    const arabic = passage(1, 'رسوم بطاقة الموقف الشهرية 15 ديناراً.', ['رسوم بطاقة الموقف الشهرية 15 ديناراً.']);
    expect(citedQuotes('Parking costs fifteen dinars [1].', [arabic])[0].quote).toBe('رسوم بطاقة الموقف الشهرية 15 ديناراً.');
  });

  it('reads grouped citations and strips them from the text', () => {
    expect(citedPassages('Both apply [2, 1] and [1][3].', 2)).toEqual([2, 1]);
    expect(stripCitations('Both apply [2, 1] and more [1].')).toBe('Both apply and more.');
  });
});

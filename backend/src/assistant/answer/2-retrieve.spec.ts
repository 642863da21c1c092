import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { candidatesOf, hitsIn } from './2-retrieve.js';
import { Coverage } from './coverage.js';
import { DEFAULT_ANSWER_OPTIONS } from './pipeline.js';

const index = new Bm25Index();
index.upsert({
  id: 'leave',
  title: 'Annual Leave Policy',
  category: 'hr',
  content: 'Employees accrue 30 days of annual leave per year. Unused annual leave expires in March.',
});
index.upsert({
  id: 'leave-ar',
  title: 'سياسة الإجازات السنوية',
  category: 'hr',
  content: 'يحصل الموظف على ثلاثين يوماً من الإجازة السنوية.',
});
index.upsert({ id: 'carry', title: 'Leave Carry-over', category: 'hr', content: 'Up to five days of annual leave may be carried over.' });
index.upsert({
  id: 'canteen',
  title: 'Canteen',
  category: 'facilities',
  content: 'The canteen serves lunch. Annual events are held in the canteen.',
});

const question = 'How many days of annual leave do employees accrue?';
const search = index.search(question);

describe('hitsIn', () => {
  it('keeps only the passages in the question language: the reply must read in it', () => {
    expect(hitsIn('en', search).map((h) => h.docId)).not.toContain('leave-ar');
    expect(hitsIn('ar', index.search('الإجازة السنوية')).map((h) => h.docId)).toEqual(['leave-ar']);
  });
});

describe('candidatesOf', () => {
  const hits = hitsIn('en', search);

  it('takes the top documents scoring close to the best, weighted by their share of its score', () => {
    const candidates = candidatesOf(hits, DEFAULT_ANSWER_OPTIONS, new Coverage(search));
    expect(candidates[0].hit.docId).toBe('leave');
    expect(candidates[0].weight).toBe(1);
    expect(candidates.length).toBeLessThanOrEqual(DEFAULT_ANSWER_OPTIONS.maxPassages);
    for (const c of candidates) expect(c.weight).toBeGreaterThanOrEqual(DEFAULT_ANSWER_OPTIONS.minRelativeScore);
    const one = candidatesOf(hits, { ...DEFAULT_ANSWER_OPTIONS, maxPassages: 1 }, new Coverage(search));
    expect(one.map((c) => c.hit.docId)).toEqual(['leave']);
  });

  it('cuts each document into units, numbered by the candidate it belongs to', () => {
    const [best] = candidatesOf(hits, DEFAULT_ANSWER_OPTIONS, new Coverage(search));
    expect(best.units.map((u) => [u.doc, u.text])).toEqual([
      [0, 'Employees accrue 30 days of annual leave per year.'],
      [0, 'Unused annual leave expires in March.'],
    ]);
  });

  it('reads a document whole when the index can give its text, past the chunks that matched', () => {
    const read = (id: string) =>
      id === 'leave' ? 'Employees accrue 30 days of annual leave per year.\n\nPart-timers accrue pro rata.' : undefined;
    const [best] = candidatesOf(hits, DEFAULT_ANSWER_OPTIONS, new Coverage(search), read);
    expect(best.units.map((u) => u.text)).toContain('Part-timers accrue pro rata.');
    // A text too long to read whole is read through its matched chunks.
    const huge = (id: string) => (id === 'leave' ? 'Filler text. '.repeat(4000) : undefined);
    expect(candidatesOf(hits, DEFAULT_ANSWER_OPTIONS, new Coverage(search), huge)[0].units[0].text).toBe(
      'Employees accrue 30 days of annual leave per year.',
    );
  });

  it('records how the title covers each question word', () => {
    const coverage = new Coverage(search);
    const [best] = candidatesOf(hits, DEFAULT_ANSWER_OPTIONS, coverage);
    const covered = Array.from(best.titleMatch, (m, g) => (m === 1 ? coverage.term(g) : null)).filter(Boolean);
    expect(covered).toEqual(expect.arrayContaining(['annual', 'leav']));
    expect(covered.some((t) => t!.startsWith('employ'))).toBe(false);
  });
});

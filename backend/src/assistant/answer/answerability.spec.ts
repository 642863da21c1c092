import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { annualLeavePolicy } from './testing/annual-leave.js';
import { answerability, windowCoverage } from './answerability.js';
import { bigramDice, Coverage } from './coverage.js';

const index = new Bm25Index();
index.upsert(annualLeavePolicy('The canteen opens at eight. Parking is free for staff.'));
index.upsert({
  id: 'vpn',
  title: 'Remote Access',
  category: 'it',
  content: 'Connect to the corporate VPN before opening internal systems.',
});

describe('answerability', () => {
  it('is high when the question words meet in one sentence of the best passage', () => {
    const q = 'How many days of annual leave do employees accrue?';
    expect(answerability('en', index.search(q))).toBeGreaterThan(0.4);
  });

  it('is low when the passage only shares generic words and the subject is unknown', () => {
    const q = 'How many days did the Apollo astronauts spend on the Moon?';
    expect(answerability('en', index.search(q))).toBeLessThan(0.3);
  });

  it('is 0 without a passage in the question language', () => {
    expect(answerability('ar', index.search('annual leave'))).toBe(0);
  });
});

describe('windowCoverage', () => {
  const words = [
    { term: 'moon', idf: 1 },
    { term: 'lunar', idf: 3 },
  ];
  it('weights words by idf and counts title words in every window', () => {
    expect(windowCoverage(words, [], 'Lunar', ['Moon x. Y z.'])).toBe(1);
    // Two sentences apart: never in one window, so the better word alone counts.
    expect(windowCoverage(words, [], '', ['Lunar x. Y z. Q moon.'])).toBe(0.75);
  });

  it('counts a look-alike inflection as partly present', () => {
    const arabic = [{ term: 'لاسترداد', idf: 1 }];
    const c = windowCoverage(arabic, [], '', ['محاولة استرداد الكرة']);
    expect(c).toBeGreaterThan(0.6);
    expect(c).toBeLessThan(1);
  });
});

describe('bigramDice', () => {
  it('is 1 for equal words and 0 for unrelated ones', () => {
    expect(bigramDice('leave', 'leave')).toBe(1);
    expect(bigramDice('leave', 'moon')).toBe(0);
  });
});

describe('Coverage of an abbreviation', () => {
  it('meets the phrase an unknown abbreviation stands for only where all its words are', () => {
    const index = new Bm25Index();
    index.upsert({
      id: 'speak-up',
      title: 'Speak-Up Policy',
      category: 'hr_policies',
      content:
        'A concern about the Chief Executive Officer goes to the Chair of the Audit Committee. The Whistleblowing Officer opens every case.',
    });
    const search = index.search('My concern is about the CEO. Who do I tell?');
    const g = search.words.findIndex((w) => w.term === 'ceo');
    expect(g).toBeGreaterThanOrEqual(0);
    const coverage = new Coverage(search);
    expect(coverage.match(g, new Set(['chief', 'execut', 'offic']))).toBeGreaterThan(0.6);
    expect(coverage.match(g, new Set(['whistleblow', 'offic']))).toBe(0);
  });
});

describe('coverage of a window from its parts', () => {
  const words = [
    { term: 'leav', idf: 2 },
    { term: 'europ', idf: 3 },
    { term: '30', idf: 1 },
    { term: 'ceo', idf: 2 },
    { term: 'xyzzy', idf: 4 },
  ];
  const terms = [
    { term: 'leav', weight: 2, group: 0, match: 1 },
    { term: 'holiday', weight: 1, group: 0, match: 0.7 },
    { term: 'vacat', weight: 1, group: 0, match: 0.5 },
    { term: 'europa', weight: 1, group: 1, match: 0.5 },
    { term: 'chief execut', weight: 1, group: 3, match: 0.9 },
  ];
  const sets = [
    ['european', 'union'],
    ['rng26x50', 'line'],
    ['holiday', 'europa'],
    ['vacat', 'xyzzx'],
    ['chief'],
    ['execut', 'leave'],
    ['leav'],
    ['30'],
    ['eur', 'xyzz'],
    [],
  ].map((s) => new Set(s));

  it('is what matching the union of its sentences gives, for every word kind and every split', () => {
    for (const everyLookAlike of [true, false]) {
      const coverage = new Coverage({ words, terms }, { everyLookAlike });
      const fresh = new Coverage({ words, terms }, { everyLookAlike });
      for (const a of sets)
        for (const b of sets)
          for (const c of sets) {
            const union = new Set([...a, ...b, ...c]);
            for (let g = 0; g < words.length; g++) {
              const parts = [a, b, c].map((s) => coverage.part(g, s));
              expect(coverage.matchParts(g, parts, () => union)).toBe(fresh.match(g, union));
            }
          }
    }
  });
});

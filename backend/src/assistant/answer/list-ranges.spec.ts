import { describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from '../../documents/testing/fixtures.js';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { fit } from './4-quote.js';
import { wholeRuns } from './list-ranges.js';
import { answerQuestion, DEFAULT_ANSWER_OPTIONS, questionTermFactor } from './pipeline.js';
import type { Candidate, Quote } from './answer-types.js';
import { unitsOf } from './units.js';

const sick = SEED_DOCUMENTS.find((d) => d.title === 'Sick Leave Policy')!;
const sickAr = SEED_DOCUMENTS.find((d) => d.title === 'سياسة الإجازة المرضية')!;
const TIERS_EN = ['first 15 days at full pay', 'three-quarters pay', 'half pay', 'one-quarter pay', 'without pay'];
const TIERS_AR = ['أول 15 يوماً بأجر كامل', 'بثلاثة أرباع الأجر', 'بنصف الأجر', 'بربع الأجر', 'دون أجر'];

/** Which tiers a reply quotes, by position in the list. */
const tiersIn = (text: string, tiers: string[]) => tiers.map((t, i) => (text.includes(t) ? i : -1)).filter((i) => i >= 0);
/** A run of tiers with none left out between the first and the last quoted. */
const contiguous = (quoted: number[]) => quoted.every((t, i) => i === 0 || t === quoted[i - 1] + 1);

const candidateOf = (text: string): Candidate => ({ units: unitsOf(text, 0) }) as unknown as Candidate;

describe('a tiered list is quoted as a run, never its first and last tiers alone', () => {
  it('fills in the tiers between two quoted ones (the Sick Leave Policy, English and Arabic)', () => {
    for (const doc of [sick, sickAr]) {
      const cand = candidateOf(doc.content);
      const items = cand.units.filter(
        (u) =>
          u.listItem &&
          u.introOrder >= 0 &&
          u.introOrder ===
            cand.units.find(
              (v) => v.intro && /:$/.test(v.text) && v.text.includes(doc === sick ? 'Paid sick leave' : 'أجر الإجازة المرضية'),
            )?.order,
      );
      expect(items.length).toBe(5);
      const quote = (i: number, priority: number): Quote => ({
        doc: 0,
        order: items[i].order,
        text: items[i].text,
        words: items[i].words,
        listItem: true,
        list: items[i].introOrder,
        priority,
      });
      const filled = wholeRuns([quote(0, 0), quote(4, 0)], [cand]);
      const text = fit(filled, 200, [])
        .map((q) => q.text)
        .join('\n');
      expect(tiersIn(text, doc === sick ? TIERS_EN : TIERS_AR)).toEqual([0, 1, 2, 3, 4]);
      // A budget too small for the whole run keeps the run around the more important tier only.
      const short = fit(wholeRuns([quote(0, 0), quote(4, 1)], [cand]), items[0].words + items[1].words + 2, [])
        .map((q) => q.text)
        .join('\n');
      expect(contiguous(tiersIn(short, doc === sick ? TIERS_EN : TIERS_AR))).toBe(true);
      expect(tiersIn(short, doc === sick ? TIERS_EN : TIERS_AR)).toContain(0);
    }
  });

  it('answers tier questions on the seeded policies without a gap in the tiers', () => {
    const index = new Bm25Index();
    for (const d of SEED_DOCUMENTS.filter((x) => x.status === 'active')) index.upsert(d);
    const read = (id: string) => SEED_DOCUMENTS.find((d) => d.id === id)?.content;
    const asked: [string, 'en' | 'ar', string[]][] = [
      ['How many sick days are paid in full?', 'en', TIERS_EN],
      ['How is sick leave paid after the first 15 days?', 'en', TIERS_EN],
      ['How many sick days do I get and how are they paid?', 'en', TIERS_EN],
      ['كم يوم إجازة مرضية براتب كامل؟', 'ar', TIERS_AR],
      ['كيف يحسب أجر الإجازة المرضية؟', 'ar', TIERS_AR],
    ];
    for (const [question, language, tiers] of asked) {
      const reply = answerQuestion(
        question,
        language,
        index.search(question, { termFactor: questionTermFactor }),
        DEFAULT_ANSWER_OPTIONS,
        read,
      );
      const quoted = tiersIn(reply.text, tiers);
      expect(quoted.length, question).toBeGreaterThan(0);
      expect(contiguous(quoted), `${question}: ${reply.text}`).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.js';
import { analyzeCooperatively } from './file-entries.js';

const EN = 'The daily roaming pass costs 3 KWD in the Gulf countries and renews at midnight. ';
const AR = 'تبلغ رسوم باقة التجوال اليومية 3 دنانير كويتية وتتجدد عند منتصف الليل. ';
/** About 90,000 characters in 400 paragraphs, as bench:files extracts from its DOCX and PDF. */
const BIG = Array.from({ length: 400 }, (_, i) => `${i % 2 ? AR : EN}`.repeat(3) + ` Paragraph ${i} names the Zephyr${i} bundle.`).join(
  '\n\n',
);
const OTHERS = [
  { id: 'leave', title: 'Annual Leave Policy', category: 'hr_policies', content: 'Employees accrue 30 days of annual leave per year.' },
  { id: 'roaming-ar', title: 'التجوال', category: 'product_info', content: 'تفعيل باقة التجوال عبر التطبيق خلال 24 ساعة.' },
];
const QUESTIONS = [
  'How much is the daily roaming pass?',
  'كم رسوم باقة التجوال اليومية؟',
  'Zephyr217 bundle',
  'annual leave days',
  'renews at midnight',
];

describe('a large file indexed cooperatively', () => {
  it('ranks exactly as an upsert analysing its own text, in both scopes', async () => {
    const plain = new Bm25Index();
    const cooperative = new Bm25Index();
    for (const doc of OTHERS) [plain, cooperative].forEach((index) => index.upsert(doc));
    const file = { title: 'roaming.docx', category: 'knowledge_file', content: BIG };
    plain.upsert({ id: 'f~single', scope: 'file:f', ...file });
    plain.upsert({ id: 'f', scope: 'files:owner:u', ...file });
    const chunks = await analyzeCooperatively(BIG);
    cooperative.upsert({ id: 'f~single', scope: 'file:f', ...file }, chunks);
    cooperative.upsert({ id: 'f', scope: 'files:owner:u', ...file }, chunks);
    for (const question of QUESTIONS) {
      for (const scope of ['', 'file:f', 'files:owner:u']) {
        expect(cooperative.search(question, { scope }), `${question} in '${scope}'`).toEqual(plain.search(question, { scope }));
      }
    }
    expect(cooperative.chunkCount).toBe(plain.chunkCount);
  });

  it('lets the event loop run while it analyses', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const started = turns;
    await analyzeCooperatively(BIG.repeat(2));
    running = false;
    expect(turns - started).toBeGreaterThan(1);
  });
});

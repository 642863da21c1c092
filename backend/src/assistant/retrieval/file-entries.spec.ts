import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { turnsDuring } from '../../testing/event-loop-turns.js';
import { analyzeCooperatively, FileEntries } from './file-entries.js';

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
    expect(await turnsDuring(() => analyzeCooperatively(BIG.repeat(2)))).toBeGreaterThan(1);
  });
});

describe('FileEntries', () => {
  const event = (type: string, data: object) => ({ type, data: { id: 'f', ...data } }) as unknown as StoredEvent;
  const TEXT = `${EN}\n\n${AR}\n\nThe Zephyr9 bundle renews weekly.`;
  const found = (index: Bm25Index, scope: string) => index.search('Zephyr9 bundle', { scope }).hits.map((h) => h.docId);

  it('reads a file whole from the index alone, through source changes, and forgets it when deleted', async () => {
    // given an uploaded file whose text is extracted
    const index = new Bm25Index();
    const files = new FileEntries(() => index);
    await files.apply(
      event('KnowledgeFileUploaded', { ownerId: 'u', uploadedByAdmin: false, originalFilename: 'z.txt', isKnowledgeSource: true }),
    );
    expect(files.textOf('f')).toBeUndefined();
    await files.apply(event('KnowledgeFileTextExtracted', { text: TEXT }));
    // then its text reads back whole, and the entries a snapshot keeps do not hold it again
    expect(files.textOf('f')).toBe(TEXT);
    expect(JSON.stringify(files.entries())).not.toContain('Zephyr9');
    expect([found(index, 'file:f'), found(index, 'files:owner:u')]).toEqual([['f~single'], ['f']]);
    // when it stops being a source, and becomes one again
    await files.apply(event('KnowledgeFileSourceChanged', { isKnowledgeSource: false }));
    expect([files.textOf('f'), found(index, 'files:owner:u')]).toEqual([TEXT, []]);
    await files.apply(event('KnowledgeFileSourceChanged', { isKnowledgeSource: true }));
    expect([files.textOf('f'), found(index, 'files:owner:u')]).toEqual([TEXT, ['f']]);
    // and a snapshot of an older shape (the text held in the entry) restores as the same file
    const older = files.entries().map(([id, f]) => [id, { ...f, extracted: undefined, text: TEXT }]);
    const restoredIndex = Bm25Index.fromState(index.state());
    const restored = new FileEntries(() => restoredIndex);
    restored.restore(older as Parameters<FileEntries['restore']>[0]);
    expect(restored.textOf('f')).toBe(TEXT);
    expect(JSON.stringify(restored.entries())).not.toContain('Zephyr9');
    // when deleted
    await files.apply(event('KnowledgeFileDeleted', {}));
    expect([files.textOf('f'), found(index, 'file:f')]).toEqual([undefined, []]);
  });
});

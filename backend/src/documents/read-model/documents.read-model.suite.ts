import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeDocument } from '@kb/contracts';
import type { Database } from '../../database/database.js';
import { verify } from '../../projections/rebuild.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { documentsHarness, type DocumentsHarness } from '../testing/documents-harness.js';
import { documentsProjector } from './documents.projector.js';

/** The read model's behaviour on one database (PGlite here, the Postgres server in the .server spec). */
export function describeDocumentsReadModel(name: string, open: () => Promise<{ db: Database; drop: () => Promise<void> }>) {
  let h: DocumentsHarness;
  let drop: () => Promise<void>;
  const ok = <T>(r: T | DomainError): T => {
    if (r instanceof DomainError) throw new Error(`unexpected ${r.code}`);
    return r;
  };
  const titles = (r: { documents: KnowledgeDocument[] }) => r.documents.map((d) => d.title);
  const list = (p: Partial<Parameters<DocumentsHarness['queries']['list']>[0]>) =>
    h.queries.list({ status: 'active', page: 1, limit: 10, ...p });

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    h = await documentsHarness(opened.db);
    const docs = [
      h.doc('Annual Leave Policy', 'Full-time employees get 30 calendar days of annual leave.'),
      h.doc('Sick Leave Policy', 'Sick leave needs a medical certificate after two days.'),
      h.doc('International Roaming Guide', 'The daily roaming pass costs 3 KWD in GCC countries.', 'product_info'),
      h.doc('سياسة الإجازة السنوية', 'يستحق الموظف بدوام كامل 30 يوماً من الإجازة المدفوعة.'),
      h.doc('Roaming Tariff 2023', 'Old roaming prices: 2.250 KWD per day.', 'product_info', 'archived'),
      h.doc('Leave Policy 2027 (Draft)', 'Proposed: 33 calendar days of leave.', 'hr_policies', 'draft'),
      h.doc('Password Rules', 'Passwords need 12 characters.', 'it_guidelines'),
    ];
    for (const d of docs) ok(await h.create.execute(d, h.ctx()));
  });
  afterAll(async () => {
    await h?.close();
    await drop?.();
  });

  describe(`documents read model on ${name}`, () => {
    it('lists active documents newest first with the total, by default', async () => {
      const page = await list({});
      expect(titles(page)).toEqual([
        'Password Rules',
        'سياسة الإجازة السنوية',
        'International Roaming Guide',
        'Sick Leave Policy',
        'Annual Leave Policy',
      ]);
      expect(page.total).toBe(5);
      expect(page.documents[0]).toMatchObject({
        category: 'it_guidelines',
        categoryLabel: { en: 'IT Guidelines', ar: 'إرشادات تقنية المعلومات' },
        version: 1,
        createdBy: 'u-admin',
      });
    });

    it('pages with a stable total and an empty page past the end', async () => {
      const [p1, p2, p3] = await Promise.all([1, 2, 3].map((page) => list({ page, limit: 2 })));
      expect([p1.total, p2.total, p3.total]).toEqual([5, 5, 5]);
      expect([...titles(p1), ...titles(p2), ...titles(p3)]).toEqual(titles(await list({})));
      expect((await list({ page: 9, limit: 2 })).documents).toEqual([]);
    });

    it('filters by status, all statuses and category', async () => {
      expect(titles(await list({ status: 'draft' }))).toEqual(['Leave Policy 2027 (Draft)']);
      expect((await list({ status: 'all' })).total).toBe(7);
      expect(titles(await list({ status: 'all', category: 'product_info' }))).toEqual([
        'Roaming Tariff 2023',
        'International Roaming Guide',
      ]);
      expect((await list({ category: 'finance' })).total).toBe(0);
    });

    it('searches words in title or content, case-insensitively, with the filters', async () => {
      expect(titles(await list({ search: 'LEAVE' }))).toEqual(['Sick Leave Policy', 'Annual Leave Policy']);
      expect(titles(await list({ search: 'leave certificate' }))).toEqual(['Sick Leave Policy']);
      expect(titles(await list({ search: 'roam', status: 'all' }))).toEqual(['Roaming Tariff 2023', 'International Roaming Guide']);
      expect((await list({ search: 'leave', category: 'it_guidelines' })).total).toBe(0);
      expect((await list({ search: 'holiday' })).total).toBe(0);
    });

    it('searches Arabic whatever the letter forms and the article', async () => {
      for (const q of ['اجازة', 'الإجازه', 'إجازة مدفوعة', 'بالاجازة']) {
        expect(titles(await list({ search: q })), q).toEqual(['سياسة الإجازة السنوية']);
      }
    });

    it('reflects edits, status changes and deletes in rows, search and totals', async () => {
      const guide = (await list({ search: 'guide' })).documents[0];
      ok(await h.update.execute(guide.id, { title: 'Roaming Handbook', status: 'draft' }, h.ctx('u-editor')));
      expect((await list({ search: 'guide', status: 'all' })).total).toBe(0);
      const edited = await h.queries.findById(guide.id);
      expect(edited).toMatchObject({ title: 'Roaming Handbook', status: 'draft', version: 3, updatedBy: 'u-editor', createdBy: 'u-admin' });
      expect(Date.parse(edited!.updatedAt)).toBeGreaterThan(Date.parse(edited!.createdAt));
      expect((await list({})).total).toBe(4);
      expect((await list({ status: 'draft' })).total).toBe(2);

      ok(await h.remove.execute(guide.id, h.ctx()));
      expect(await h.queries.findById(guide.id)).toBeNull();
      expect((await list({ status: 'all' })).total).toBe(6);
      expect(await h.update.execute(guide.id, { title: 'x' }, h.ctx())).toEqual(new DomainError('not_found', { entity: 'document' }));
    });

    it('answers searches the same from the in-memory index and from SQL on the search column', async () => {
      const searches = ['leave', 'LEAVE policy', 'roam', 'اجازه', 'بالإجازة', 'passwords 12', 'p', 'zzz'];
      for (const search of searches) {
        for (const status of ['active', 'all', 'draft'] as const) {
          for (const category of [null, 'hr_policies'] as const) {
            for (const [page, limit] of [
              [1, 10],
              [2, 1],
            ]) {
              const params = { search, status, category, page, limit };
              expect(await h.queries.list(params), JSON.stringify(params)).toEqual(await h.sqlQueries.list(params));
            }
          }
        }
      }
    });

    it('rebuilds from the events into the same rows', async () => {
      const result = await verify(h.db, h.store, documentsProjector);
      expect(result.equal).toBe(true);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsHarness, type DocumentsHarness } from '../testing/documents-harness.js';
import { SEED_DOCUMENTS } from './seed-documents.js';

let h: DocumentsHarness;
beforeAll(async () => {
  h = await documentsHarness();
});
afterAll(() => h?.close());

describe('document seeder', () => {
  it('creates every seed document once, as system, and never brings back a deleted one', async () => {
    expect(await h.seeder.run()).toEqual({ created: SEED_DOCUMENTS.length, skipped: 0 });
    const all = await h.queries.list({ status: 'all', page: 1, limit: 100 });
    expect(all.total).toBe(SEED_DOCUMENTS.length);
    expect(new Set(all.documents.map((d) => d.createdBy))).toEqual(new Set(['system']));
    const drafts = SEED_DOCUMENTS.filter((d) => d.status === 'draft').length;
    expect((await h.queries.list({ status: 'draft', page: 1, limit: 100 })).total).toBe(drafts);

    const victim = SEED_DOCUMENTS[0];
    await h.remove.execute(victim.id, h.ctx());
    expect(await h.seeder.run()).toEqual({ created: 0, skipped: SEED_DOCUMENTS.length });
    expect(await h.queries.findById(victim.id)).toBeNull();
  });
});

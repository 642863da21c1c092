import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentListResponse, KnowledgeDocument } from '@kb/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { SEED_DOCUMENTS } from '../../seed/seed-documents.js';
import { client, signIn, type Client } from '../../../testing/http.js';

let app: TestApp;
let admin: Client;
let agent: Client;
let auditor: Client;
const active = SEED_DOCUMENTS.filter((d) => d.status === 'active');
const count = (status: string) => SEED_DOCUMENTS.filter((d) => d.status === status).length;

beforeAll(async () => {
  app = await startTestApp();
  [admin, agent, auditor] = await Promise.all([signIn(app.url, 'admin'), signIn(app.url, 'agent'), signIn(app.url, 'auditor')]);
});
afterAll(() => app?.close());

const list = async (who: Client, qs = '', headers: Record<string, string> = {}) => {
  const res = await who.call('GET', `/api/documents${qs}`, undefined, headers);
  return res as { status: number; body: DocumentListResponse & { message?: string } };
};
const ids = (docs: KnowledgeDocument[]) => docs.map((d) => d.id);

describe('GET /api/documents', () => {
  it('answers 401 without a session', async () => {
    expect((await client(app.url).call('GET', '/api/documents')).status).toBe(401);
  });

  it('pages the seeded active documents, newest first, 10 by default', async () => {
    const { status, body } = await list(agent);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: active.length, page: 1, limit: 10 });
    expect(body.documents).toHaveLength(10);
    const all: KnowledgeDocument[] = [];
    for (let page = 1; page <= Math.ceil(active.length / 10); page++) all.push(...(await list(agent, `?page=${page}`)).body.documents);
    expect(new Set(ids(all))).toEqual(new Set(active.map((d) => d.id)));
    const keys = all.map((d) => `${d.updatedAt}|${d.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(all[0]).toMatchObject({ status: 'active', createdBy: 'system', version: 1 });
    expect(all[0].categoryLabel.en).toBeTruthy();
  });

  it('treats query and search alike: words of the title or content, any case, Arabic-normalised', async () => {
    const byQuery = await list(admin, '?query=ANNUAL%20leave');
    const bySearch = await list(admin, '?search=annual%20LEAVE');
    expect(byQuery.body.documents.map((d) => d.title)).toContain('Annual Leave Policy');
    expect(ids(bySearch.body.documents)).toEqual(ids(byQuery.body.documents));
    expect(bySearch.body.total).toBe(byQuery.body.total);
    const arabic = await list(admin, `?search=${encodeURIComponent('الاجازه السنويه')}`);
    expect(arabic.body.documents.map((d) => d.title)).toContain('سياسة الإجازة السنوية');
    expect((await list(admin, '?search=zzqqxx')).body).toMatchObject({ total: 0, documents: [] });
  });

  it('filters by category code, English label or Arabic label, and says which category it used', async () => {
    const inSales = active.filter((d) => d.category === 'sales_procedures').length;
    for (const category of ['sales_procedures', 'Sales Procedures', 'Sales', 'إجراءات المبيعات']) {
      const { body } = await list(admin, `?category=${encodeURIComponent(category)}&limit=100`);
      expect(body.total, category).toBe(inSales);
      expect(new Set(body.documents.map((d) => d.category))).toEqual(new Set(['sales_procedures']));
      expect(body.documents[0].categoryLabel).toEqual({ en: 'Sales Procedures', ar: 'إجراءات المبيعات' });
    }
    expect((await list(admin, '?category=&status=')).body.total).toBe(active.length);
  });

  it('lets admins and auditors filter by any status, agents only ever see active documents', async () => {
    expect((await list(admin, '?status=draft')).body.total).toBe(count('draft'));
    expect((await list(auditor, '?status=archived')).body.total).toBe(count('archived'));
    expect((await list(admin, '?status=all')).body.total).toBe(SEED_DOCUMENTS.length);
    for (const status of ['draft', 'archived', 'all']) {
      const { body } = await list(agent, `?status=${status}&limit=100`);
      expect(body.total, status).toBe(active.length);
      expect(body.documents.every((d) => d.status === 'active')).toBe(true);
    }
    const draft = SEED_DOCUMENTS.find((d) => d.status === 'draft')!;
    expect((await agent.call('GET', `/api/documents/${draft.id}`)).status).toBe(404);
    expect((await auditor.call('GET', `/api/documents/${draft.id}`)).body).toMatchObject({ id: draft.id, status: 'draft' });
  });

  it('combines search, category, status and paging with a consistent total', async () => {
    const first = await list(admin, '?search=leave&category=hr_policies&status=all&limit=2&page=1');
    const rest = await list(admin, `?search=leave&category=hr_policies&status=all&limit=100`);
    expect(first.body.total).toBe(rest.body.total);
    expect(ids(first.body.documents)).toEqual(ids(rest.body.documents).slice(0, 2));
    expect(rest.body.documents.some((d) => d.status === 'draft')).toBe(true);
    const page2 = await list(admin, '?search=leave&category=hr_policies&status=all&limit=2&page=2');
    expect(ids(page2.body.documents)).toEqual(ids(rest.body.documents).slice(2, 4));
  });

  it('lowers a limit above 100 to 100 and says so in the answer', async () => {
    const { status, body } = await list(admin, '?status=all&limit=1000');
    expect(status).toBe(200);
    expect(body.limit).toBe(100);
    expect(body.documents).toHaveLength(SEED_DOCUMENTS.length);
  });

  it('answers 400 naming the problem for bad paging, status or category, in English or Arabic', async () => {
    for (const [qs, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=-5', 'limit'],
      ['?status=published', 'status'],
      ['?category=gossip', 'category'],
    ]) {
      const { status, body } = await list(admin, qs);
      expect(status, qs).toBe(400);
      expect(body.message, qs).toContain(field);
    }
    const { body } = await list(admin, '?category=gossip', { 'accept-language': 'ar' });
    expect(body.message).toContain('الفئة "gossip" غير معروفة');
  });
});

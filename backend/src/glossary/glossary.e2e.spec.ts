import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GLOSSARY_STREAM,
  MAX_GLOSSARY_TERM_LENGTH,
  type GlossaryChangedPayload,
  type GlossaryEntry,
  type KnowledgeDocument,
} from '@kb/contracts';
import { shippedGroups } from '../assistant/testing/fixtures.js';
import { signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let admin: Client;
let agent: Client;
let auditor: Client;

beforeAll(async () => {
  app = await startTestApp();
  [admin, agent, auditor] = await Promise.all([signIn(app.url, 'admin'), signIn(app.url, 'agent'), signIn(app.url, 'auditor')]);
});
afterAll(() => app?.close());

const list = async (): Promise<GlossaryEntry[]> => (await admin.get('/api/glossary')).body;
async function ask(question: string) {
  const res = await agent.post('/api/messages', { content: question });
  expect(res.status).toBe(200);
  return res.body.assistantMessage as { content: string; mode: string; sourceDocs: { id: string }[] };
}
const arabic = { 'accept-language': 'ar' };

describe('the glossary admins teach', () => {
  it('starts from the shipped vocabulary, every group an entry with its stable id, recorded by the system', async () => {
    const entries = await list();
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(entries).toHaveLength(shippedGroups().length);
    for (const group of shippedGroups())
      expect(byId.get(group.id), group.id).toMatchObject({
        terms: [...new Set(group.terms)],
        origin: 'shipped',
        version: 1,
        createdBy: 'system',
      });
  });

  it('is for admins only: agents and auditors get 403 on every call', async () => {
    for (const who of [agent, auditor]) {
      expect((await who.get('/api/glossary')).status).toBe(403);
      expect((await who.post('/api/glossary', { terms: ['a', 'b'] })).status).toBe(403);
      expect((await who.put('/api/glossary/shipped-1', { terms: ['a', 'b'] })).status).toBe(403);
      expect((await who.del('/api/glossary/shipped-1')).status).toBe(403);
    }
    expect((await list()).find((e) => e.id === 'shipped-1')?.version).toBe(1);
  });

  it('refuses bad input with a 4xx in the caller’s language and changes nothing', async () => {
    const before = await list();
    const cases: [string, string, object, number, RegExp, RegExp][] = [
      ['POST', '/api/glossary', { terms: ['sacked', '  '] }, 400, /Term 2 is empty/, /المصطلح رقم 2 فارغ/],
      ['POST', '/api/glossary', { terms: ['sacked'] }, 400, /at least 2 different terms/, /2 مصطلحات مختلفة على الأقل/],
      ['POST', '/api/glossary', { terms: ['Sacked', 'sacked'] }, 400, /at least 2 different terms/, /على الأقل/],
      [
        'POST',
        '/api/glossary',
        { terms: ['sacked', 'x'.repeat(MAX_GLOSSARY_TERM_LENGTH + 1)] },
        400,
        /too long: a term has at most 60 characters/,
        /طويل جداً/,
      ],
      ['POST', '/api/glossary', { terms: Array.from({ length: 41 }, (_, i) => `term${i}`) }, 400, /at most 40 terms/, /40 مصطلحاً/],
      ['POST', '/api/glossary', {}, 400, /terms is required/, /الحقل terms مطلوب/],
      ['POST', '/api/glossary', { terms: 'sacked, dismissed' }, 400, /terms has the wrong type/, /نوع الحقل terms غير صحيح/],
      ['POST', '/api/glossary', { terms: ['sacked', 7] }, 400, /terms has the wrong type/, /terms/],
      [
        'POST',
        '/api/glossary',
        { terms: ['Vacation', 'holidays', 'leave', 'holiday', 'absence', 'vacations'] },
        409,
        /already has a group with exactly these terms/,
        /بهذه المصطلحات نفسها/,
      ],
      ['PUT', '/api/glossary/no-such-entry', { terms: ['a', 'b'] }, 404, /Glossary entry not found/, /مدخل المسرد غير موجود/],
      ['DELETE', '/api/glossary/no-such-entry', undefined as never, 404, /not found/, /غير موجود/],
      [
        'PUT',
        '/api/glossary/shipped-2',
        { terms: ['salary', 'pay'], version: 7 },
        409,
        /you had version 7, it is now at 1/,
        /كان لديك الإصدار 7/,
      ],
      [
        'PUT',
        '/api/glossary/shipped-3',
        { terms: ['leave', 'vacation', 'holiday', 'holidays', 'absence', 'vacations'] },
        409,
        /exactly these terms/,
        /نفسها/,
      ],
    ];
    for (const [method, path, body, status, en, ar] of cases) {
      const english = await admin.request(method, path, body);
      expect(english.status, `${method} ${JSON.stringify(body)}`).toBe(status);
      expect(english.body.message).toMatch(en);
      const inArabic = await admin.request(method, path, body, arabic);
      expect(inArabic.status).toBe(status);
      expect(inArabic.body.message).toMatch(ar);
    }
    const stale = await admin.request('DELETE', '/api/glossary/shipped-2', undefined, { 'if-match': '"4"' });
    expect([stale.status, stale.body.code]).toEqual([409, 'version_conflict']);
    expect((await admin.request('DELETE', '/api/glossary/shipped-2', undefined, { 'if-match': 'soon' })).status).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('turns a “couldn’t find” into the right answer for the next question once an admin links the words, without a restart', async () => {
    const doc: KnowledgeDocument = (
      await admin.post('/api/documents', {
        title: 'Staff Canteen',
        content: 'The staff canteen is on the fourth floor of the Sharq tower. Hot meals are served from 11:30 to 14:00 on working days.',
        category: 'hr',
      })
    ).body;
    expect(doc.id).toBeTruthy();
    const question = 'Where is the cafeteria?';
    const before = await ask(question);
    expect(before.mode === 'not_found' || !before.sourceDocs.some((s) => s.id === doc.id), JSON.stringify(before)).toBe(true);

    const added = await admin.post('/api/glossary', { terms: ['cafeteria', 'canteen'] });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ terms: ['cafeteria', 'canteen'], origin: 'admin', version: 1, createdBy: admin.userId });
    expect(added.headers.get('etag')).toBe('"1"');
    const after = await ask(question);
    expect(after.mode, JSON.stringify(after)).not.toBe('not_found');
    expect(after.sourceDocs[0]?.id).toBe(doc.id);
    expect(after.content).toMatch(/fourth floor/);

    // An edit that drops the link, then the link again, then a removal: each effective for the next question.
    const edited = await admin.request(
      'PUT',
      `/api/glossary/${added.body.id}`,
      { terms: ['cafeteria', 'refectory'] },
      { 'if-match': '"1"' },
    );
    expect(edited.body).toMatchObject({ terms: ['cafeteria', 'refectory'], version: 2 });
    expect((await ask(question)).sourceDocs.some((s) => s.id === doc.id)).toBe(false);
    const relinked = await admin.put(`/api/glossary/${added.body.id}`, { terms: ['cafeteria', 'refectory', 'canteen'], version: 2 });
    expect(relinked.body.version).toBe(3);
    expect((await ask(question)).sourceDocs[0]?.id).toBe(doc.id);
    expect((await admin.del(`/api/glossary/${added.body.id}`)).status).toBe(204);
    expect((await ask(question)).sourceDocs.some((s) => s.id === doc.id)).toBe(false);
    expect((await list()).some((e) => e.id === added.body.id)).toBe(false);
  });

  it('records every change as an event in the audit log, with actor, correlation and causation', async () => {
    const correlationId = 'glossary-audit-0001';
    const added = await admin.request(
      'POST',
      '/api/glossary',
      { terms: ['sacked', 'dismissed', 'مفصول'] },
      { 'x-correlation-id': correlationId },
    );
    await admin.request(
      'PUT',
      `/api/glossary/${added.body.id}`,
      { terms: ['sacked', 'dismissed', 'let go'] },
      { 'x-correlation-id': 'glossary-audit-0002' },
    );
    await admin.request('DELETE', `/api/glossary/${added.body.id}`, undefined, { 'x-correlation-id': 'glossary-audit-0003' });
    const page = (await auditor.get(`/api/audit/events?stream=${GLOSSARY_STREAM}&actor=${admin.userId}&limit=500`)).body;
    const mine = page.events.filter((e: { data: { id: string } }) => e.data.id === added.body.id);
    expect(mine.map((e: { type: string }) => e.type)).toEqual(['GlossaryEntryAdded', 'GlossaryEntryChanged', 'GlossaryEntryRemoved']);
    expect(mine[0]).toMatchObject({
      streamId: GLOSSARY_STREAM,
      data: { terms: ['sacked', 'dismissed', 'مفصول'], origin: 'admin' },
      metadata: { actor: admin.userId, correlationId, causationId: correlationId },
    });
    expect(mine[1].data).toEqual({
      id: added.body.id,
      terms: ['sacked', 'dismissed', 'let go'],
      previousTerms: ['sacked', 'dismissed', 'مفصول'],
    });
    expect(mine[1].metadata).toMatchObject({ correlationId: 'glossary-audit-0002', causationId: 'glossary-audit-0002' });
    expect(mine[2].data).toEqual({ id: added.body.id, terms: ['sacked', 'dismissed', 'let go'] });
    // The shipped vocabulary came in as the system's events.
    const seeded = (await auditor.get('/api/audit/events?type=GlossaryEntryAdded&actor=system&limit=500')).body.events;
    expect(seeded.map((e: { data: { id: string } }) => e.data.id)).toEqual(shippedGroups().map((g) => g.id));
    // The admin dashboard's recent activity names them too (the shipped vocabulary is not activity).
    const recent = (await admin.get('/api/analytics/overview')).body.recent as {
      type: string;
      subject: string;
      actorName: string | null;
    }[];
    expect(recent.slice(0, 3).map((r) => [r.type, r.subject, r.actorName])).toEqual([
      ['GlossaryEntryRemoved', 'sacked, dismissed, let go', admin.user!.name],
      ['GlossaryEntryChanged', 'sacked, dismissed, let go', admin.user!.name],
      ['GlossaryEntryAdded', 'sacked, dismissed, مفصول', admin.user!.name],
    ]);
  });

  it('pushes every change to admins’ open tabs, and nothing to agents', async () => {
    const [other, agentTab] = [new LiveTab(app.url, (await signIn(app.url, 'admin')).cookie), new LiveTab(app.url, agent.cookie)];
    try {
      await Promise.all([other.connected(), agentTab.connected()]);
      const added = (await admin.post('/api/glossary', { terms: ['لابتوب', 'حاسوب محمول', 'laptop computer'] })).body as GlossaryEntry;
      const pushed: GlossaryChangedPayload = await other.next(
        'glossary:changed',
        (p: GlossaryChangedPayload) => p.id === added.id && p.change === 'created',
      );
      expect(pushed.entry).toEqual(added);
      const changed = (await admin.put(`/api/glossary/shipped-1`, { terms: ['leave', 'vacation', 'time off'] })).body as GlossaryEntry;
      expect(
        (await other.next('glossary:changed', (p: GlossaryChangedPayload) => p.id === 'shipped-1' && p.change === 'updated')).entry,
      ).toEqual(changed);
      await admin.del(`/api/glossary/${added.id}`);
      expect(await other.next('glossary:changed', (p: GlossaryChangedPayload) => p.id === added.id && p.change === 'deleted')).toEqual({
        id: added.id,
        change: 'deleted',
        entry: null,
      });
      expect(agentTab.events('glossary:changed')).toEqual([]);
    } finally {
      other.close();
      agentTab.close();
    }
  });
});

describe('the glossary across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-glossary-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps admins’ changes and removals of shipped entries, and seeds nothing twice', async () => {
    const first = await startTestApp({ dataDir });
    let before: GlossaryEntry[];
    try {
      const a = await signIn(first.url, 'admin');
      expect((await a.del('/api/glossary/shipped-4')).status).toBe(204);
      await a.put('/api/glossary/shipped-5', { terms: ['resign', 'resignation', 'quit', 'hand in my notice'] });
      await a.post('/api/glossary', { terms: ['canteen', 'cafeteria'] });
      before = (await a.get('/api/glossary')).body;
    } finally {
      await first.close();
    }
    const second = await startTestApp({ dataDir });
    try {
      const a = await signIn(second.url, 'admin');
      expect((await a.get('/api/glossary')).body).toEqual(before);
      expect(before.some((e) => e.id === 'shipped-4')).toBe(false);
      expect(before.find((e) => e.id === 'shipped-5')).toMatchObject({
        version: 2,
        terms: ['resign', 'resignation', 'quit', 'hand in my notice'],
      });
    } finally {
      await second.close();
    }
  });
});

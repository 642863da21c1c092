import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditEventsPage } from '@kb/contracts';
import { client, signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { ledgerCaughtUp } from './testing/audit-harness.js';

const CALLS: [string, string, unknown?][] = [
  ['GET', '/api/audit/events'],
  ['GET', '/api/audit/events/export?format=csv'],
  ['GET', '/api/audit/documents/00000000-0000-4000-8000-000000000000/history'],
  ['GET', '/api/audit/documents/00000000-0000-4000-8000-000000000000?asOf=2025-01-01T00:00:00Z'],
  ['GET', '/api/audit/knowledge-base'],
  ['GET', '/api/audit/messages/00000000-0000-4000-8000-000000000000/provenance'],
  ['GET', '/api/audit/digest'],
  ['POST', '/api/audit/verify', {}],
];

describe('audit API', () => {
  let t: TestApp;
  let admin: Client;
  let auditor: Client;
  let agent: Client;
  const tabs: LiveTab[] = [];
  const events = async (query: string) => {
    await ledgerCaughtUp(t);
    const res = await auditor.get(`/api/audit/events?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as AuditEventsPage;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.url, 'admin');
    auditor = await signIn(t.url, 'auditor');
    agent = await signIn(t.url, 'agent');
  });
  afterAll(async () => {
    tabs.forEach((x) => x.close());
    await t?.close();
  });

  it('answers 403 to agents and 401 without a session on every audit call', async () => {
    for (const [method, path, body] of CALLS) {
      expect((await agent.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await client(t.url).request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await auditor.request(method, path, body)).status, `${method} ${path}`).not.toBe(403);
    }
    const bad = await auditor.request('GET', '/api/audit/events?from=yesterday', undefined, { 'accept-language': 'ar' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('ISO');
  });

  it('shows who archived a document and when, filtered by stream, type and actor, with no password hashes', async () => {
    const created = await admin.post('/api/documents', {
      title: 'Roaming Zephyr bundle',
      content: 'The Zephyr roaming bundle costs 7 dinars per week.',
      category: 'hr_policies',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.patch(`/api/documents/${id}`, { status: 'archived' })).status).toBe(200);

    const stream = await events(`stream=document-${id}`);
    expect(stream.events.map((e) => e.type)).toEqual(['DocumentCreated', 'DocumentStatusChanged']);
    const archived = stream.events[1];
    expect(archived).toMatchObject({
      streamVersion: 1,
      data: { status: 'archived', previousStatus: 'active' },
      metadata: { actor: admin.userId, actorName: admin.user!.name },
    });
    expect(archived.hash).toMatch(/^[0-9a-f]{64}$/);

    const byType = await events(`type=DocumentStatusChanged&actor=${admin.userId}`);
    expect(byType.events.map((e) => e.id)).toContain(archived.id);
    expect(byType.events.every((e) => e.type === 'DocumentStatusChanged' && e.metadata.actor === admin.userId)).toBe(true);
    expect((await events(`correlationId=${archived.metadata.correlationId}`)).events.map((e) => e.id)).toEqual([archived.id]);
    expect((await events(`stream=document-${id}&from=${archived.metadata.at}`)).events.map((e) => e.id)).toEqual([archived.id]);
    expect((await events(`stream=document-${id}&to=${archived.metadata.at}`)).events.map((e) => e.type)).toEqual(['DocumentCreated']);

    const users = await events('type=UserRegistered&limit=500');
    expect(users.events.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(users)).not.toMatch(/argon2/);
    expect(users.events[0].data).toMatchObject({ passwordHash: '[redacted]' });
  });

  it('pages the whole log once, in order, by after and limit', async () => {
    const all: AuditEvent[] = [];
    let after = 0;
    for (let n = 0; n < 100; n++) {
      const page = await events(`after=${after}&limit=7`);
      all.push(...page.events);
      if (page.next === null) break;
      expect(page.events).toHaveLength(7);
      after = page.next;
    }
    expect(all.map((e) => e.position)).toEqual(all.map((_, i) => i + 1));
    const digest = (await auditor.get('/api/audit/digest')).body;
    expect(all.length).toBeGreaterThanOrEqual(digest.position - 2);
  });

  it('pages newest first with order=desc, lists the event types in the log and the people by name only', async () => {
    const oldest = await events('limit=500');
    const newest: AuditEvent[] = [];
    let after = 0;
    for (let n = 0; n < 100; n++) {
      const page = await events(`order=desc&limit=9${after ? `&after=${after}` : ''}`);
      newest.push(...page.events);
      if (page.next === null) break;
      after = page.next;
    }
    const positions = newest.map((e) => e.position);
    expect(positions[0]).toBeGreaterThanOrEqual(oldest.events.at(-1)!.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(positions.at(-1)).toBe(1);
    const bad = await auditor.request('GET', '/api/audit/events?order=sideways', undefined, { 'accept-language': 'ar' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.order).toMatch(/الحقل/);

    const types = (await auditor.get('/api/audit/event-types')).body as string[];
    expect(types).toEqual(expect.arrayContaining(['UserRegistered', 'DocumentCreated']));
    for (const e of oldest.events) expect(types).toContain(e.type);
    expect(types).toEqual([...types].sort());
    const actors = (await auditor.get('/api/audit/actors')).body as { id: string; name: string }[];
    expect(actors).toContainEqual({ id: admin.userId, name: 'Fatima Al-Sabah' });
    for (const a of actors) expect(Object.keys(a).sort()).toEqual(['id', 'name']);
    expect((await agent.get('/api/audit/actors')).status).toBe(403);
    expect((await agent.get('/api/audit/event-types')).status).toBe(403);
  });

  it('exports the filtered log as CSV with a BOM and as JSON lines', async () => {
    const created = await admin.post('/api/documents', {
      title: 'سياسة "العمل" عن بعد, 2025',
      content: 'يعمل الموظف من المنزل يومين في الأسبوع.',
      category: 'hr_policies',
    });
    await ledgerCaughtUp(t);
    const csv = await fetch(`${t.url}/api/audit/events/export?format=csv&stream=document-${created.body.id}`, {
      headers: { cookie: auditor.cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?audit-events-[0-9TZ-]+\.csv"?$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('position,id,at,actor,actorName,type,streamId,streamVersion,correlationId,causationId,hash,data');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`DocumentCreated,document-${created.body.id},0`);
    expect(lines[1]).toContain('""title"":""سياسة \\""العمل\\"" عن بعد, 2025""');

    const jsonl = await fetch(`${t.url}/api/audit/events/export?format=jsonl&type=DocumentCreated`, {
      headers: { cookie: auditor.cookie },
    });
    const rows = (await jsonl.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as AuditEvent);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.type === 'DocumentCreated')).toBe(true);
    expect(rows.map((r) => r.data)).toContainEqual(expect.objectContaining({ id: created.body.id }));
    expect((await auditor.get('/api/audit/events/export?format=xlsx')).status).toBe(400);
  });

  it("gives a document's history and its state as of any moment, and the knowledge base then", async () => {
    const created = await admin.post('/api/documents', {
      title: 'Overtime rules',
      content: 'Overtime is paid at 125 percent.',
      category: 'hr_policies',
    });
    const id = created.body.id as string;
    const firstAt = created.body.updatedAt as string;
    const edited = await admin.patch(`/api/documents/${id}`, { content: 'Overtime is paid at 150 percent.' });
    expect(edited.status).toBe(200);
    await admin.patch(`/api/documents/${id}`, { status: 'archived' });

    const history = (await auditor.get(`/api/audit/documents/${id}/history`)).body;
    expect(history.versions.map((v: any) => [v.version, v.type, v.actorName])).toEqual([
      [1, 'DocumentCreated', admin.user!.name],
      [2, 'DocumentUpdated', admin.user!.name],
      [3, 'DocumentStatusChanged', admin.user!.name],
    ]);
    expect(history.versions[1].changes).toEqual([
      { field: 'content', before: 'Overtime is paid at 125 percent.', after: 'Overtime is paid at 150 percent.' },
    ]);
    expect(history.versions[2].changes).toEqual([{ field: 'status', before: 'active', after: 'archived' }]);

    const then = (await auditor.get(`/api/audit/documents/${id}?asOf=${encodeURIComponent(firstAt)}`)).body;
    expect(then.document).toMatchObject({ content: 'Overtime is paid at 125 percent.', status: 'active', version: 1 });
    expect((await auditor.get(`/api/audit/documents/${id}`)).body.document).toMatchObject({
      content: 'Overtime is paid at 150 percent.',
      status: 'archived',
      version: 3,
    });
    const before = await auditor.request('GET', `/api/audit/documents/${id}?asOf=2001-01-01T00:00:00Z`, undefined, {
      'accept-language': 'ar',
    });
    expect(before.status).toBe(404);
    expect(JSON.stringify(before.body)).toContain('لم يكن هذا المستند موجوداً');

    const kbThen = (await auditor.get(`/api/audit/knowledge-base?asOf=${encodeURIComponent(firstAt)}&limit=100`)).body;
    expect(kbThen.documents.map((d: any) => d.id)).toContain(id);
    const kbNow = (await auditor.get('/api/audit/knowledge-base?limit=100')).body;
    expect(kbNow.documents.map((d: any) => d.id)).not.toContain(id);
    expect(kbNow.total).toBe(kbThen.total - 1);
    const second = (await auditor.get('/api/audit/knowledge-base?limit=5&page=2')).body;
    expect(second.documents.map((d: any) => d.id)).toEqual(kbNow.documents.slice(5, 10).map((d: any) => d.id));
  });

  it("explains a past answer with the wording it quoted, after the document was edited, and records the auditor's reading", async () => {
    const created = await admin.post('/api/documents', {
      title: 'Zephyrine roaming bundle',
      content: 'The Zephyrine roaming bundle costs 7 dinars per week. It renews automatically every Sunday.',
      category: 'hr_policies',
    });
    const docId = created.body.id as string;
    const sent = await agent.post('/api/messages', { content: 'How much does the Zephyrine roaming bundle cost?' });
    expect(sent.status).toBe(200);
    const replyId = sent.body.assistantMessage.id as string;
    expect(sent.body.assistantMessage.sourceDocs.map((s: any) => s.id)).toContain(docId);
    // The reply's own event records what it read: the document's version then and the passage it quoted.
    const replied = await events(`stream=conversation-${sent.body.conversationId}&type=AssistantReplied`);
    expect((replied.events[0].data as { sourceVersions?: unknown[] }).sourceVersions).toContainEqual({
      documentId: docId,
      version: 1,
      passage: expect.stringContaining('7 dinars per week'),
    });
    expect(
      (await admin.patch(`/api/documents/${docId}`, { content: 'The Zephyrine roaming bundle costs 9 dinars per week.' })).status,
    ).toBe(200);
    await ledgerCaughtUp(t);

    const res = await auditor.get(`/api/audit/messages/${replyId}/provenance`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ownerId: agent.userId,
      question: { content: 'How much does the Zephyrine roaming bundle cost?' },
      reply: { messageId: replyId },
    });
    const source = res.body.sources.find((s: any) => s.documentId === docId);
    expect(source).toMatchObject({ version: 1, title: 'Zephyrine roaming bundle', passage: expect.stringContaining('7 dinars per week') });
    expect(source.content).toContain('7 dinars');
    expect((await auditor.get(`/api/audit/messages/${sent.body.userMessage.id}/provenance`)).body.reply.messageId).toBe(replyId);
    expect((await auditor.get('/api/audit/messages/not-a-message/provenance')).status).toBe(404);

    const viewed = await events(`type=AuditRecordViewed&actor=${auditor.userId}`);
    expect(viewed.events.map((e) => e.data)).toContainEqual({
      readerId: auditor.userId,
      via: 'provenance',
      conversations: [{ conversationId: sent.body.conversationId, ownerId: agent.userId }],
      messageId: replyId,
    });
    // Reading the log where it holds the agent's question is recorded too.
    await events(`stream=conversation-${sent.body.conversationId}`);
    const after = await events(`type=AuditRecordViewed&actor=${auditor.userId}`);
    expect(after.events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ via: 'events', conversations: [{ conversationId: sent.body.conversationId, ownerId: agent.userId }] }),
    );
    // The owner reading nothing of others, and the admin's own documents, record nothing.
    const before = (await events('type=AuditRecordViewed')).events.length;
    await admin.get('/api/audit/events?type=DocumentCreated');
    expect((await events('type=AuditRecordViewed')).events.length).toBe(before);
  });

  it('verifies the chain and a digest, and refuses a digest that does not match', async () => {
    await ledgerCaughtUp(t);
    const digest = (await auditor.get('/api/audit/digest')).body;
    expect(digest).toMatchObject({ position: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const whole = await auditor.post('/api/audit/verify', {});
    expect(whole.body).toMatchObject({ ok: true });
    expect(whole.body.checkedEvents).toBeGreaterThanOrEqual(digest.position);
    expect((await auditor.post('/api/audit/verify', { position: digest.position, hash: digest.hash })).body).toMatchObject({ ok: true });
    expect((await auditor.post('/api/audit/verify', { position: digest.position, hash: 'a'.repeat(64) })).body).toMatchObject({
      ok: false,
      firstBrokenPosition: digest.position,
    });
    expect((await auditor.post('/api/audit/verify', { position: 3, hash: 'xyz' })).status).toBe(400);
  });

  it('finds documents by title for the timeline, in either language, deleted ones too, for auditors and admins only', async () => {
    const find = async (q: string) =>
      (await auditor.get(`/api/audit/documents?q=${encodeURIComponent(q)}`)).body as { id: string; title: string; deleted: boolean }[];
    expect((await find('annual leave policy')).map((d) => d.title)).toContain('Annual Leave Policy');
    const arabic = await find('الاجازه');
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every((d) => /إجاز|اجاز/.test(d.title))).toBe(true);
    const gone = await admin.post('/api/documents', { title: 'Timeline Picker Check', content: 'Short-lived.', category: 'hr_policies' });
    expect((await admin.del(`/api/documents/${gone.body.id}`)).status).toBe(204);
    await expect
      .poll(async () => (await find('timeline picker')).find((d) => d.id === gone.body.id)?.deleted, { timeout: 10_000 })
      .toBe(true);
    expect((await agent.get('/api/audit/documents?q=leave')).status).toBe(403);
  });

  it("streams audit:appended (metadata only) to auditors' and admins' sockets, not to agents'", async () => {
    const [auditorTab, adminTab, agentTab] = [
      new LiveTab(t.url, auditor.cookie),
      new LiveTab(t.url, admin.cookie),
      new LiveTab(t.url, agent.cookie),
    ];
    tabs.push(auditorTab, adminTab, agentTab);
    await Promise.all(tabs.map((x) => x.connected()));
    const created = await admin.post('/api/documents', { title: 'Live tail check', content: 'Nothing much.', category: 'hr_policies' });
    const stream = `document-${created.body.id}`;
    for (const tab of [auditorTab, adminTab]) {
      const pushed = await tab.next('audit:appended', (p) => p.streamId === stream);
      // Named as the log names people (issue 48), not by a bare id.
      expect(pushed).toMatchObject({
        type: 'DocumentCreated',
        streamVersion: 0,
        metadata: { actor: admin.userId, actorName: admin.user!.name },
      });
      expect(pushed).not.toHaveProperty('data');
    }
    // The agent's own later event reaches the auditor; the agent's socket never got any audit push.
    await agent.post('/api/conversations', { title: 'After the tail' });
    await auditorTab.next(
      'audit:appended',
      (p) => p.type === 'ConversationStarted' && p.metadata.actor === agent.userId && p.metadata.actorName === agent.user!.name,
    );
    // The auditor's own reading, recorded as they read the log, comes named too.
    await auditor.get('/api/audit/events?type=ConversationStarted');
    await auditorTab.next(
      'audit:appended',
      (p) => p.type === 'AuditRecordViewed' && p.metadata.actor === auditor.userId && p.metadata.actorName === auditor.user!.name,
    );
    expect(agentTab.events('audit:appended')).toEqual([]);
  });
});

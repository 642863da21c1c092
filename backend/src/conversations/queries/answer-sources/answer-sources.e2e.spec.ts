import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerSources, KnowledgeDocument, SendMessageResponse } from '@kb/contracts';
import { signIn, type Client } from '../../../testing/http.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';

let app: TestApp;
let agent: Client;
let admin: Client;
let auditor: Client;
let doc: KnowledgeDocument;
let answer: SendMessageResponse;

const POLICY =
  'Staff Parking Permits\n\nA staff parking permit costs 12 KWD a month.\nPermits are issued by Facilities within 3 working days.';

beforeAll(async () => {
  app = await startTestApp();
  [agent, admin, auditor] = await Promise.all([signIn(app.url, 'agent'), signIn(app.url, 'admin'), signIn(app.url, 'auditor')]);
  doc = (await admin.post('/api/documents', { title: 'Staff Parking Permit Policy', content: POLICY, category: 'hr_policies' })).body;
  answer = (await agent.post('/api/messages', { content: 'How much does a staff parking permit cost?' })).body;
});
afterAll(() => app?.close());

const sources = async (who: Client = agent): Promise<AnswerSources> => {
  const res = await who.get(`/api/messages/${answer.assistantMessage.id}/sources`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('GET /api/messages/:id/sources: an answer’s sources as it read them, for its owner', () => {
  it('gives the cited document’s text with the quoted passage marked', async () => {
    expect(answer.assistantMessage.sourceDocs.map((d) => d.id)).toContain(doc.id);
    const found = await sources();
    expect(found.conversationId).toBe(answer.conversationId);
    const source = found.sources.find((s) => s.id === doc.id)!;
    expect(source).toMatchObject({
      kind: 'document',
      title: doc.title,
      content: POLICY,
      changed: false,
      current: { version: source.version, title: doc.title },
    });
    expect(source.marks.length).toBeGreaterThan(0);
    const marked = source.marks.map(([s, e]) => POLICY.slice(s, e)).join(' ');
    expect(marked).toContain('12 KWD a month');
  });

  it('marks every sentence an extractive answer quoted, even when they are apart in the document (seeded policy)', async () => {
    const asked = (await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' })).body as SendMessageResponse;
    const found = (await agent.get(`/api/messages/${asked.assistantMessage.id}/sources`)).body as AnswerSources;
    const [source] = found.sources;
    expect(source.passages.length).toBeGreaterThan(0);
    const marked = source.marks.map(([s, e]) => source.content!.slice(s, e)).join(' ');
    for (const sentence of source.passages.join(' ').split(/(?<=\.)\s+/)) expect(marked).toContain(sentence.trim());
  });

  it('keeps the version the answer quoted after an edit, says it changed and names the current one', async () => {
    const before = (await sources()).sources.find((s) => s.id === doc.id)!;
    const edited = await admin.patch(`/api/documents/${doc.id}`, { content: POLICY.replace('12 KWD', '15 KWD') });
    expect(edited.status).toBe(200);
    const after = (await sources()).sources.find((s) => s.id === doc.id)!;
    expect(after).toMatchObject({ content: POLICY, version: before.version, changed: true, current: { version: before.version! + 1 } });
    expect(after.marks).toEqual(before.marks);
    // Archived: the agent can no longer open the current one, yet still reads what the answer quoted.
    expect((await admin.patch(`/api/documents/${doc.id}`, { status: 'archived' })).status).toBe(200);
    const archived = (await sources()).sources.find((s) => s.id === doc.id)!;
    expect([archived.current, archived.content]).toEqual([null, POLICY]);
  });

  it('is nobody else’s: another user, an admin or an auditor gets a 404, as for a question or an unknown id', async () => {
    for (const who of [admin, auditor]) expect((await who.get(`/api/messages/${answer.assistantMessage.id}/sources`)).status).toBe(404);
    expect((await agent.get(`/api/messages/${answer.userMessage.id}/sources`)).status).toBe(404);
    expect((await agent.get(`/api/messages/${crypto.randomUUID()}/sources`)).status).toBe(404);
    expect((await agent.get('/api/messages/nope/sources')).status).toBe(404);
  });
});

describe('GET /api/conversations/:id: one conversation, for its owner only', () => {
  it('answers the owner, and 404 in the caller’s language for anyone else, an unknown id or a deleted conversation', async () => {
    const own = await agent.get(`/api/conversations/${answer.conversationId}`);
    expect([own.status, own.body.id]).toEqual([200, answer.conversationId]);
    const other = await admin.get(`/api/conversations/${answer.conversationId}`);
    expect([other.status, other.body.message]).toEqual([404, expect.stringMatching(/not available/)]);
    const inArabic = await admin.request('GET', `/api/conversations/${answer.conversationId}`, undefined, { 'accept-language': 'ar' });
    expect(inArabic.body.message).toMatch(/غير متاحة/);
    expect((await admin.get(`/api/conversations/${answer.conversationId}/messages`)).status).toBe(404);
    expect((await agent.get(`/api/conversations/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await agent.del(`/api/conversations/${answer.conversationId}`)).status).toBe(204);
    expect((await agent.get(`/api/conversations/${answer.conversationId}`)).status).toBe(404);
  });
});

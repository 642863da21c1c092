import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSearchHit, KnowledgeFile, SendMessageResponse } from '@kb/contracts';
import { extractionsIdle } from '../../../knowledge-files/testing/extraction.js';
import { signIn, type Client } from '../../../testing/http.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let agent: Client;
let auditor: Client;

beforeAll(async () => {
  t = await startTestApp();
  agent = await signIn(t.url, 'agent');
  auditor = await signIn(t.url, 'auditor');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const search = async (who: Client, q: string) =>
  (await who.get(`/api/conversation-search?q=${encodeURIComponent(q)}`)) as {
    status: number;
    body: ConversationSearchHit[] & { message?: string };
  };

describe('GET /api/conversation-search', () => {
  it("finds the caller's own conversations by message text in English and Arabic, never anyone else's", async () => {
    const en = (await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' })).body as SendMessageResponse;
    const ar = (await agent.post('/api/messages', { content: 'كم عدد أيام الإجازة السنوية؟' })).body as SendMessageResponse;
    await auditor.post('/api/messages', { content: 'How many days of annual leave do I get?' });

    const leave = await search(agent, 'annual leave');
    expect(leave.status).toBe(200);
    expect(leave.body.map((h) => h.conversation.id)).toContain(en.conversationId);
    expect(leave.body.every((h) => h.conversation.id !== ar.conversationId || h.snippet)).toBe(true);
    // Arabic: the article and the hamza are folded as the documents search folds them.
    const arabic = await search(agent, 'اجازة');
    expect(arabic.body.map((h) => h.conversation.id)).toEqual([ar.conversationId]);
    const snippet = arabic.body[0].snippet ?? { text: arabic.body[0].conversation.title, ranges: arabic.body[0].titleRanges };
    expect(snippet.ranges.map(([a, b]) => snippet.text.slice(a, b))).toContain('الإجازة');
    // The auditor's identical question is theirs alone.
    const mine = new Set([en.conversationId, ar.conversationId]);
    expect(leave.body.every((h) => mine.has(h.conversation.id))).toBe(true);
  });

  it('refuses an empty or over-long search with a 400 in the caller language', async () => {
    expect((await search(agent, '   ')).status).toBe(400);
    const ar = await agent.call('GET', '/api/conversation-search?q=', undefined, { 'Accept-Language': 'ar' });
    expect(ar.status).toBe(400);
    expect(JSON.stringify(ar.body)).toMatch(/[\u0600-\u06FF]/);
    expect((await search(agent, 'x'.repeat(201))).status).toBe(400);
  });
});

describe('POST /api/messages with attachmentFileId', () => {
  it("answers from the attached file, records the attachment on the question, and refuses someone else's file", async () => {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('The Zephyr lounge door code is 4417 on weekdays.\n')]), 'lounge.txt');
    form.append('isKnowledgeSource', 'false');
    const res = await fetch(`${t.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: agent.cookie }, body: form });
    const file = (await res.json()) as KnowledgeFile;
    expect(res.status).toBe(201);
    await extractionsIdle(t.app);

    const answered = await agent.post('/api/messages', { content: 'What is the Zephyr lounge door code?', attachmentFileId: file.id });
    expect(answered.status).toBe(200);
    const body = answered.body as SendMessageResponse;
    expect(body.userMessage.attachment).toEqual({ fileId: file.id, filename: 'lounge.txt' });
    expect(body.assistantMessage.content).toContain('4417');
    const thread = (await agent.get(`/api/conversations/${body.conversationId}/messages`)).body as SendMessageResponse['userMessage'][];
    expect(thread.find((m) => m.id === body.userMessage.id)?.attachment?.filename).toBe('lounge.txt');

    const theirs = await auditor.call(
      'POST',
      '/api/messages',
      { content: 'What is the code?', attachmentFileId: file.id },
      { 'Accept-Language': 'ar' },
    );
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).toMatch(/[\u0600-\u06FF]/);
    expect((await agent.post('/api/messages', { content: 'x', attachmentFileId: 'not-a-uuid' })).status).toBe(400);
  });
});

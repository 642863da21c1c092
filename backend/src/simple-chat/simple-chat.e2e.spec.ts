import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_REPLY, SIMPLE_CHAT_ATTACHMENT_SOURCE_ID, type AuditEvent, type PublicQuestionAsked } from '@kb/contracts';
import { Assistant } from '../assistant/assistant.port.js';
import { ledgerCaughtUp } from '../audit/testing/audit-harness.js';
import { docxFile, pdfFile } from '../documents/testing/fixture-files.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** One caller of the public page: its address (believed from X-Forwarded-For: TRUST_PROXY=loopback) and language. */
function asker(url: string, address: string, extra: Record<string, string> = {}) {
  const headers = { 'x-forwarded-for': address, ...extra };
  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any, headers: res.headers });
  return {
    ask: (message: string, language: 'en' | 'ar' = 'en') =>
      fetch(`${url}/api/simple-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ message, language }),
      }).then(json),
    askWithFile: (message: string, language: 'en' | 'ar', file?: { name: string; bytes: Uint8Array; type?: string }) => {
      const form = new FormData();
      form.append('message', message);
      form.append('language', language);
      if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
      return fetch(`${url}/api/simple-chat-with-file`, { method: 'POST', headers, body: form }).then(json);
    },
  };
}

describe('public simple chat (started app, embedded Postgres)', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({}, { TRUST_PROXY: 'loopback' });
    admin = await signIn(t.url, 'admin', 'admin123');
  });
  afterAll(() => t?.close());

  it('answers a question in English and one in Arabic from active documents, with sources', async () => {
    const anon = asker(t.url, '198.51.100.1');
    const en = await anon.ask('How many days of annual leave do I get?', 'en');
    expect(en.status).toBe(200);
    expect(en.body.reply).toContain('30 calendar days');
    expect(en.body.sources.map((s: any) => s.title)).toContain('Annual Leave Policy');
    const ar = await anon.ask('كم عدد أيام الإجازة السنوية؟', 'ar');
    expect(ar.status).toBe(200);
    expect(ar.body.sources.map((s: any) => s.title)).toContain('سياسة الإجازة السنوية');
    expect(ar.body.reply).toContain('المصدر');
  });

  it("says SPEC's couldn't-find text when nothing answers", async () => {
    const res = await asker(t.url, '198.51.100.2').ask('What colour is the moon rover of the chess club?', 'en');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reply: NOT_FOUND_REPLY.en, sources: [], mode: 'not_found' });
  });

  it('answers from the attached file a question no document answers, and records only its hash and size', async () => {
    const anon = asker(t.url, '198.51.100.3');
    const question = 'When does the falcon aviary open for visitors?';
    expect((await anon.ask(question)).body.reply).toBe(NOT_FOUND_REPLY.en);
    const bytes = await docxFile('Falcon Aviary Guide', [
      'The falcon aviary opens for visitors at 7:45 every Thursday morning.',
      'Feeding is not allowed.',
    ]);
    const res = await anon.askWithFile(question, 'en', { name: 'aviary.docx', bytes });
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain('7:45 every Thursday');
    expect(res.body.sources).toEqual([expect.objectContaining({ id: SIMPLE_CHAT_ATTACHMENT_SOURCE_ID, title: 'aviary.docx' })]);
    // A question the file does not answer falls through to the documents.
    const leave = await anon.askWithFile('How many days of annual leave do I get?', 'en', { name: 'aviary.docx', bytes });
    expect(leave.body.sources.map((s: any) => s.title)).toContain('Annual Leave Policy');

    const store = t.app.get<EventStore>(EVENT_STORE);
    const asked = (await store.readAll({ types: ['PublicQuestionAsked'] })).filter((e) => (e.data as any).question === question);
    expect(asked.length).toBe(2);
    const withFile = asked.find((e) => (e.data as any).file)!;
    expect((withFile.data as any).file).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: bytes.byteLength });
    expect(withFile.metadata.actor).toBe('anonymous');
    const recorded = JSON.stringify(asked.map((e) => [e.data, e.metadata]));
    expect(recorded).not.toContain('198.51.100.3');
    expect(recorded).not.toContain('Feeding is not allowed');
    expect((withFile.data as any).requesterHash).toMatch(/^[0-9a-f]{64}$/);
    expect((withFile.data as any).requesterHash).toBe((asked[0].data as any).requesterHash);
  });

  it('records the question with its answer: sources, the versions and passages quoted, mode, timings and error, listed by the audit API', async () => {
    const question = 'How many days of annual leave do I get, please?';
    const res = await asker(t.url, '198.51.100.7').ask(question, 'en');
    expect(res.status).toBe(200);
    await ledgerCaughtUp(t);
    const listed = await admin.get('/api/audit/events?type=PublicQuestionAsked&limit=500');
    const event = (listed.body.events as AuditEvent[]).find((e) => (e.data as PublicQuestionAsked['data']).question === question)!;
    const data = event.data as PublicQuestionAsked['data'];
    expect(data).toMatchObject({ answered: true, mode: res.body.mode, sources: res.body.sources, error: null, file: null });
    const cited = res.body.sources[0].id;
    expect(data.sourceVersions).toContainEqual({ documentId: cited, version: expect.any(Number), passage: expect.any(String) });
    expect(data.timings).toMatchObject({ retrievalMs: expect.any(Number), generationMs: expect.any(Number), totalMs: expect.any(Number) });
    expect(event.metadata).toMatchObject({ actor: 'anonymous', correlationId: expect.any(String) });
  });

  it('records a failing assistant as a failed answer (SPEC error) on both calls, never a 500', async () => {
    const anon = asker(t.url, '198.51.100.8');
    const spy = vi.spyOn(t.app.get(Assistant), 'answer').mockRejectedValue(new Error('the engine broke'));
    let plain, withFile;
    try {
      plain = await anon.ask('Which plans include roaming in the Gulf?', 'en');
      withFile = await anon.askWithFile('متى تفتح القاعة؟', 'ar', {
        name: 'hall.txt',
        bytes: new TextEncoder().encode('تفتح القاعة الساعة الثامنة صباحاً.'),
      });
    } finally {
      spy.mockRestore();
    }
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ reply: NOT_FOUND_REPLY.en, sources: [], mode: 'not_found', error: 'assistant_failed' });
    expect(withFile.status).toBe(200);
    expect(withFile.body).toEqual({ reply: NOT_FOUND_REPLY.ar, sources: [], mode: 'not_found', error: 'assistant_failed' });
    const store = t.app.get<EventStore>(EVENT_STORE);
    const recorded = (await store.readAll({ types: ['PublicQuestionAsked'] })).map((e) => e.data as PublicQuestionAsked['data']);
    for (const question of ['Which plans include roaming in the Gulf?', 'متى تفتح القاعة؟']) {
      expect(recorded.find((d) => d.question === question)).toMatchObject({
        answered: false,
        mode: 'not_found',
        sources: [],
        sourceVersions: [],
        error: 'assistant_failed',
      });
    }
  });

  it('reads a PDF by its content whatever its name, and answers a file sent without text with its opening', async () => {
    const bytes = await pdfFile(['Harbour Shuttle', 'The harbour shuttle leaves pier nine every 40 minutes.']);
    const res = await asker(t.url, '198.51.100.4').askWithFile('', 'en', { name: 'shuttle.txt', bytes });
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain('pier nine every 40 minutes');
  });

  it("refuses JSON and unknown types with SPEC's message (in the request's language), and files over 5 MB with 413", async () => {
    const anon = asker(t.url, '198.51.100.5');
    const json = await anon.askWithFile('What is in it?', 'en', {
      name: 'data.json',
      bytes: new TextEncoder().encode('{"leave": 30}'),
      type: 'application/json',
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Unsupported File Type. Please select an image, PDF, text file, or Word document.');
    const disguised = await anon.askWithFile('What is in it?', 'ar', { name: 'data.txt', bytes: new TextEncoder().encode('[1, 2, 3]') });
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toContain('نوع ملف غير مدعوم');
    const big = await anon.askWithFile('What is in it?', 'en', { name: 'big.txt', bytes: new Uint8Array(6 * 1024 * 1024).fill(97) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file is too large. Maximum size is 5MB.');
    const long = await anon.ask('x'.repeat(4001));
    expect(long.status).toBe(400);
    expect((await anon.ask('x'.repeat(4000))).status).toBe(200);
  });

  it('never cites or quotes a draft, an archived document or a knowledge file', async () => {
    const create = async (title: string, content: string, status: string) => {
      const res = await admin.post('/api/documents', { title, content, category: 'product_info', status });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const body = (word: string) =>
      `The ${word} router firmware code is ${word}-4471 and it ships in the ${word} bundle for business customers.`;
    // A control: the same kind of document, active, is found; so the others' absence means something.
    const active = await create('Quantrel router firmware', body('Quantrel'), 'active');
    const draft = await create('Zorvex router firmware', body('Zorvex'), 'draft');
    const archived = await create('Blimtor router firmware', body('Blimtor'), 'active');
    expect((await admin.patch(`/api/documents/${archived}`, { status: 'archived' })).status).toBe(200);

    const anon = asker(t.url, '198.51.100.6');
    const found = await anon.ask('What is the Quantrel router firmware code?');
    expect(found.body.reply).toContain('Quantrel-4471');
    expect(found.body.sources.map((s: any) => s.id)).toContain(active);

    // An admin's knowledge file answers every signed-in user in the full chat: the riskiest kind to leak.
    const form = new FormData();
    form.append('file', new Blob([body('Glimmet')], { type: 'text/plain' }), 'glimmet.txt');
    form.append('description', 'firmware notes');
    form.append('isKnowledgeSource', 'true');
    const uploaded = await fetch(`${t.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: admin.cookie }, body: form });
    expect(uploaded.status, 'the admin knowledge file is accepted').toBe(201);
    // The file must be read and indexed before its absence from the public chat means anything.
    await expect
      .poll(
        async () =>
          String(
            (await admin.post('/api/messages', { content: 'What is the Glimmet router firmware code?' })).body?.assistantMessage?.content ??
              '',
          ),
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toContain('Glimmet-4471');

    for (const word of ['Zorvex', 'Blimtor', 'Glimmet']) {
      for (const res of [
        await anon.ask(`What is the ${word} router firmware code?`),
        await anon.askWithFile(`What is the ${word} router firmware code?`, 'en'),
      ]) {
        expect(res.status, word).toBe(200);
        expect(res.body.reply, word).not.toContain(`${word}-4471`);
        expect(
          res.body.sources.map((s: any) => s.id),
          word,
        ).not.toContain(draft);
        expect(
          res.body.sources.map((s: any) => s.id),
          word,
        ).not.toContain(archived);
        expect(JSON.stringify(res.body.sources), word).not.toContain(word);
      }
    }
  });

  it('limits a signed-in user by account, not by address', async () => {
    const small = await startTestApp({}, { TRUST_PROXY: 'loopback', SIMPLE_CHAT_RATE_LIMIT: '3', SIMPLE_CHAT_RATE_WINDOW_MS: '60000' });
    try {
      const agent = await signIn(small.url, 'agent', 'agent123');
      const statuses: number[] = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
        statuses.push((await asker(small.url, address, { cookie: agent.cookie }).ask('How many days of annual leave do I get?')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Anonymous callers from another address are not held back by the account's count.
      expect((await asker(small.url, '203.0.113.1').ask('How many days of annual leave do I get?')).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('is off with SIMPLE_CHAT=off', async () => {
    const off = await startTestApp({}, { SIMPLE_CHAT: 'off' });
    try {
      const res = await asker(off.url, '127.0.0.1').ask('How many days of annual leave do I get?');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('The public chat is turned off on this server.');
    } finally {
      await off.close();
    }
  });
});

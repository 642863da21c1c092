import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from '../../documents/testing/fixtures.js';
import { signIn, type Client } from '../../testing/http.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { passageNumber, startFakeOpenAi } from '../testing/fake-openai-server.js';

const sick = SEED_DOCUMENTS.find((d) => d.title === 'Sick Leave Policy')!;

describe('the audit trail of a model answer', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let agent: Client;
  let auditor: Client;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ openAiApiKey: 'test-key', openAiBaseUrl: fake.baseUrl });
    agent = await signIn(app.url, 'agent', 'agent123');
    auditor = await signIn(app.url, 'auditor', 'auditor123');
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('shows the question the model rewrote, the previous question, and each quoted passage with its document version', async () => {
    fake.set({ kind: 'stream', chunks: (r) => [`Sick leave needs a medical certificate [${passageNumber(r, sick.title)}].`] });
    const first = await agent.post('/api/messages', { content: 'How do I report sick leave?' });
    expect(first.status).toBe(200);
    fake.setRewrite({
      kind: 'reply',
      content:
        '{"question": "How is sick leave paid after the first 15 days?", "translation": "كيف تُدفع الإجازة المرضية بعد أول 15 يوماً؟"}',
    });
    fake.set({ kind: 'stream', chunks: (r) => [`It is paid at a reduced rate after 15 days [${passageNumber(r, sick.title)}].`] });
    const followUp = await agent.post('/api/messages', { content: 'And after 15 days?', conversationId: first.body.conversationId });
    expect(followUp.status).toBe(200);
    // The model was sent the conversation: the first question and its answer before the follow-up.
    expect(
      fake.requests
        .at(-1)
        .messages.slice(1)
        .map((m: { role: string }) => m.role),
    ).toEqual(['user', 'assistant', 'user']);

    const provenance = await auditor.get(`/api/audit/messages/${followUp.body.assistantMessage.id}/provenance`);
    expect(provenance.status).toBe(200);
    expect(provenance.body.reply).toMatchObject({
      mode: 'llm',
      reading: {
        kind: 'rewritten',
        searched: 'How is sick leave paid after the first 15 days?',
        previous: 'How do I report sick leave?',
        translated: ['كيف تُدفع الإجازة المرضية بعد أول 15 يوماً؟'],
      },
    });
    const [source] = provenance.body.sources;
    expect(source).toMatchObject({ documentId: sick.id, title: 'Sick Leave Policy', basis: 'recorded', version: 1 });
    // The sentence the statement drew on, found in the document as it was then.
    expect(source.passage).toMatch(/15/);
    expect(source.content).toContain(source.passage);
  });
});

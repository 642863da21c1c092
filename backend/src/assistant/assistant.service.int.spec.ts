import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, NOT_FOUND_REPLY, type EventMetadata } from '@kb/contracts';
import { loadConfig } from '../config/app-config.js';
import type { StoredEvent } from '../event-store/event-store.port.js';
import { SEED_DOCUMENTS } from '../documents/seed/seed-documents.js';
import { AssistantSettings } from '../settings/assistant-settings.projector.js';
import { AssistantService } from './assistant.service.js';
import { RetrievalIndex } from './retrieval-index.projector.js';
import { startFakeOpenAi } from './testing/fake-openai-server.js';

let version = 0;
const meta: EventMetadata = { actor: 'system', correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' };
const event = (type: string, data: unknown): StoredEvent =>
  ({ id: randomUUID(), streamId: 's', streamVersion: version++, position: '0/0', globalPosition: { major: 0n, minor: 0n }, type, data, schemaVersion: 1, metadata: meta, recordedAt: meta.at }) as StoredEvent;

function seededIndex(): RetrievalIndex {
  const index = new RetrievalIndex();
  index.reset();
  for (const d of SEED_DOCUMENTS) index.apply(event('DocumentCreated', { ...d, createdBy: 'system' }));
  return index;
}

const annual = SEED_DOCUMENTS.find((d) => d.title === 'Annual Leave Policy')!;
const archivedRoaming = SEED_DOCUMENTS.find((d) => d.status === 'archived' && d.title.includes('Roaming'))!;

describe('answering without a model (the default)', () => {
  const assistant = new AssistantService(seededIndex(), new AssistantSettings(), loadConfig({}));

  it('answers an English question extractively from an active document and names it', async () => {
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(reply.mode).toBe('extractive');
    expect(reply.language).toBe('en');
    expect(reply.text).toMatch(/30 calendar days/);
    expect(reply.text).toMatch(/Source: .*Annual Leave Policy/);
    expect(reply.sources.map((s) => s.id)).toContain(annual.id);
    expect(reply.error).toBeNull();
  });

  it('answers Arabic in Arabic, with an Arabic source line', async () => {
    const reply = await assistant.answer({ question: 'كم عدد أيام الإجازة السنوية؟' });
    expect(reply.language).toBe('ar');
    expect(reply.text).toMatch(/30 يوماً/);
    expect(reply.text).toMatch(/المصدر: .*سياسة الإجازة السنوية/);
    expect(reply.text).not.toMatch(/Source:/);
  });

  it('says it could not find an answer, in the question language, for unrelated questions', async () => {
    const en = await assistant.answer({ question: 'Which team won the 1998 football world cup final in Paris?' });
    expect(en).toMatchObject({ text: NOT_FOUND_REPLY.en, sources: [], mode: 'not_found' });
    const ar = await assistant.answer({ question: 'من فاز بكأس العالم لكرة القدم عام 1998 في باريس؟' });
    expect(ar).toMatchObject({ text: NOT_FOUND_REPLY.ar, sources: [], mode: 'not_found' });
  });

  it('never cites draft or archived documents', async () => {
    for (const question of ['What were the 2023 roaming tariff rates per MB?', 'What is the proposed 2027 annual leave revision?', 'Gulfnet Unlimited Max 5G plan launch price']) {
      const reply = await assistant.answer({ question });
      const inactive = SEED_DOCUMENTS.filter((d) => d.status !== 'active').map((d) => d.id);
      expect(reply.sources.filter((s) => inactive.includes(s.id))).toEqual([]);
      expect(reply.text).not.toMatch(/0\.275|19\.900|24\.500|33 calendar days/);
    }
    expect(archivedRoaming).toBeDefined();
  });

  it('answers from the new state once an edit or a deletion has been applied', async () => {
    const index = seededIndex();
    const service = new AssistantService(index, new AssistantSettings(), loadConfig({}));
    index.apply(event('DocumentUpdated', { id: annual.id, content: annual.content.replace(/30 calendar days/g, '32 calendar days') }));
    const edited = await service.answer({ question: 'How many days of annual leave do I get?' });
    expect(edited.text).toMatch(/32 calendar days/);
    expect(edited.text).not.toMatch(/30 calendar days/);
    index.apply(event('DocumentStatusChanged', { id: annual.id, status: 'archived', previousStatus: 'active' }));
    const archived = await service.answer({ question: 'How many days of annual leave do I get?' });
    expect(archived.sources.map((s) => s.id)).not.toContain(annual.id);
    index.apply(event('DocumentStatusChanged', { id: annual.id, status: 'active', previousStatus: 'archived' }));
    index.apply(event('DocumentDeleted', { id: annual.id, previousStatus: 'active' }));
    const deleted = await service.answer({ question: 'How many days of annual leave do I get?' });
    expect(deleted.sources.map((s) => s.id)).not.toContain(annual.id);
  });
});

describe('answering with a model (OpenAI-compatible server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let assistant: AssistantService;
  const settings = new AssistantSettings();

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    assistant = new AssistantService(seededIndex(), settings, loadConfig({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl }));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    settings.reset();
    fake.requests.length = 0;
  });

  it('streams tokens, honours the settings and keeps only cited passages that were retrieved', async () => {
    settings.apply({ type: 'AssistantSettingsChanged', data: { ...DEFAULT_SETTINGS, model: 'gpt-4', temperature: 0.2, maxTokens: 300 } });
    fake.set({ kind: 'stream', chunks: ['Full-time employees get ', '30 calendar days of paid annual leave [1]', ' per year [9].'] });
    const deltas: string[] = [];
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?', onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual(['Full-time employees get ', '30 calendar days of paid annual leave [1]', ' per year [9].']);
    expect(reply.mode).toBe('llm');
    expect(reply.error).toBeNull();
    expect(reply.text).toBe('Full-time employees get 30 calendar days of paid annual leave per year.\n\nSource: Annual Leave Policy');
    expect(reply.sources).toEqual([{ id: annual.id, title: 'Annual Leave Policy', category: 'hr_policies', kind: 'document' }]);
    const sent = fake.requests[0];
    expect(sent).toMatchObject({ model: 'gpt-4', temperature: 0.2, max_tokens: 300, stream: true });
    // The same passages as the answer without a model: what it quotes, from the documents it quotes.
    expect(sent.messages[0].content).toMatch(/\[1\] Annual Leave Policy\nFull-time employees are entitled to 30 calendar days of paid annual leave per year\./);
    expect(sent.messages[0].content).not.toMatch(/\[2\]|Sick Leave Policy/);
    expect(sent.messages[0].content).toMatch(/Answer ONLY from the numbered passages/);
    expect(sent.messages[1]).toEqual({ role: 'user', content: 'How many days of annual leave do I get?' });
  });

  it('asks the model to answer in Arabic for an Arabic question', async () => {
    fake.set({ kind: 'stream', chunks: ['يحصل الموظف على 30 يوماً [1]'] });
    const reply = await assistant.answer({ question: 'كم عدد أيام الإجازة السنوية؟' });
    expect(fake.requests[0].messages[0].content).toMatch(/Write the answer in Arabic/);
    expect(reply.text).toMatch(/^يحصل الموظف على 30 يوماً\n\nالمصدر: /);
  });

  it('falls back to the extractive answer, marked with an error, when the first token does not come in time', async () => {
    settings.apply({ type: 'AssistantSettingsChanged', data: { ...DEFAULT_SETTINGS, timeout: 300 } });
    fake.set({ kind: 'stall' });
    const started = Date.now();
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(reply).toMatchObject({ mode: 'extractive', error: 'model_timeout' });
    expect(reply.text).toMatch(/30 calendar days/);
  });

  it('falls back when the model server fails', async () => {
    fake.set({ kind: 'fail', status: 500 });
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(reply).toMatchObject({ mode: 'extractive', error: 'model_failed' });
    expect(reply.sources.map((s) => s.id)).toContain(annual.id);
  });

  it('does not call the model when the evidence is too weak', async () => {
    const reply = await assistant.answer({ question: 'Which team won the 1998 football world cup final in Paris?' });
    expect(reply.mode).toBe('not_found');
    expect(fake.requests).toHaveLength(0);
  });

  it('gives a question in the "not sure" band to the model with its closest passages', async () => {
    // A yes-no question: "How long does a VPN session last …" is answered outright (the duration is stated beside its subject).
    const question = 'Does a VPN session stay up if I do nothing?';
    const without = await new AssistantService(seededIndex(), new AssistantSettings(), loadConfig({})).answer({ question });
    expect(without.mode).toBe('uncertain');
    fake.set({ kind: 'stream', chunks: ['The VPN disconnects after 30 minutes of inactivity [1].'] });
    const reply = await assistant.answer({ question });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].messages[0].content).toMatch(/Answer ONLY from the numbered passages[\s\S]*\[1\] VPN Remote Access Guide/);
    expect(reply).toMatchObject({ mode: 'llm', error: null });
    expect(reply.text).toBe('The VPN disconnects after 30 minutes of inactivity.\n\nSource: VPN Remote Access Guide');
  });

  it('keeps the closest passage, marked "not sure", when the model says the passages do not answer', async () => {
    const question = 'Does a VPN session stay up if I do nothing?';
    fake.set({ kind: 'stream', chunks: [NOT_FOUND_REPLY.en] });
    const reply = await assistant.answer({ question });
    expect(fake.requests).toHaveLength(1);
    expect(reply.mode).toBe('uncertain');
    expect(reply.text).toMatch(/^I'm not sure/);
    expect(reply.sources.map((s) => s.title)).toEqual(['VPN Remote Access Guide']);
  });

  it("passes the model's own could-not-find reply through without sources", async () => {
    fake.set({ kind: 'stream', chunks: [NOT_FOUND_REPLY.en] });
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(reply).toMatchObject({ text: NOT_FOUND_REPLY.en, sources: [], mode: 'not_found' });
  });
});

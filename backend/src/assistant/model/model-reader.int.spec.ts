import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, NOT_FOUND_REPLY } from '@kb/contracts';
import { loadConfig } from '../../config/app-config.js';
import { SEED_DOCUMENTS } from '../../documents/testing/fixtures.js';
import { AssistantSettings } from '../../settings/assistant-settings.js';
import { AssistantService } from '../assistant.service.js';
import { passageNumber, startFakeOpenAi } from '../testing/fake-openai-server.js';
import { seededIndex, storedEvent } from '../testing/seeded-index.js';

const annual = SEED_DOCUMENTS.find((d) => d.title === 'Annual Leave Policy')!;
const sick = SEED_DOCUMENTS.find((d) => d.title === 'Sick Leave Policy')!;
// A circular that exists in Arabic only: no English word of a question reaches it.
const PARKING = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  title: 'تعميم مواقف السيارات للموظفين',
  category: 'hr_policies',
  status: 'active',
  content:
    'يحق لكل موظف بدوام كامل الحصول على بطاقة موقف في المبنى الرئيسي.\n\nرسوم بطاقة الموقف الشهرية 15 ديناراً تخصم من الراتب، وتصدر البطاقة خلال ثلاثة أيام عمل من تقديم الطلب عبر نموذج PRK-7.',
};

describe('the model as the reader (an OpenAI-compatible server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let assistant: AssistantService;
  const settings = new AssistantSettings();
  const index = seededIndex();
  index.apply(storedEvent('DocumentCreated', { ...PARKING, createdBy: 'system' }));
  const system = (i = 0) => String(fake.requests[i].messages[0].content);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    assistant = new AssistantService(index, settings, loadConfig({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl }));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    settings.reset();
    fake.requests.length = 0;
    fake.rewriteRequests.length = 0;
    fake.setRewrite({ kind: 'unchanged' });
  });

  it('streams an answer read from the top documents sent whole, honours the settings, and cites only passages it was sent', async () => {
    settings.apply({ type: 'AssistantSettingsChanged', data: { ...DEFAULT_SETTINGS, model: 'gpt-4', temperature: 0.2, maxTokens: 300 } });
    fake.set({ kind: 'stream', chunks: ['Full-time employees get ', '30 calendar days of paid annual leave [1]', ' per year [9].'] });
    const deltas: string[] = [];
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?', onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual(['Full-time employees get ', '30 calendar days of paid annual leave [1]', ' per year [9].']);
    expect(reply).toMatchObject({
      mode: 'llm',
      error: null,
      text: 'Full-time employees get 30 calendar days of paid annual leave per year.\n\nSource: Annual Leave Policy',
    });
    expect(reply.sources).toEqual([{ id: annual.id, title: 'Annual Leave Policy', category: 'hr_policies', kind: 'document' }]);
    expect(fake.requests[0]).toMatchObject({ model: 'gpt-4', temperature: 0.2, max_tokens: 300, stream: true });
    // The whole policy, not a quote of it, with its kind, language and version; other documents after it.
    expect(system()).toContain(`[1] Annual Leave Policy (document, English, version 1)\n${annual.content.trim()}`);
    expect(system()).toMatch(/\[2\] /);
    expect(fake.requests[0].messages.at(-1)).toEqual({ role: 'user', content: 'How many days of annual leave do I get?' });
    // Provenance: the cited document's version and the sentence the statement came from.
    expect(reply.sourceVersions).toEqual([
      { documentId: annual.id, version: 1, passage: 'Full-time employees are entitled to 30 calendar days of paid annual leave per year.' },
    ]);
  });

  it('never sends more passages than the context budget', async () => {
    settings.apply({ type: 'AssistantSettingsChanged', data: { ...DEFAULT_SETTINGS, contextChars: 2500 } });
    fake.set({ kind: 'stream', chunks: ['30 days [1]'] });
    await assistant.answer({ question: 'How many days of annual leave do I get?' });
    const passages = system().split('\nPassages:\n')[1];
    expect(passages.length).toBeLessThanOrEqual(2500);
    expect(passages).toMatch(/^\[1\] Annual Leave Policy \(document, English, version 1, excerpts\)\n[\s\S]*30 calendar days/);
  });

  it('asks the model whatever the extractive engine would have said, and shows its refusal as the not-found reply', async () => {
    const question = 'Does a VPN session stay up if I do nothing?';
    fake.set({ kind: 'stream', chunks: [NOT_FOUND_REPLY.en] });
    const reply = await assistant.answer({ question });
    expect(fake.requests).toHaveLength(1);
    expect(system()).toMatch(/\[\d\] VPN Remote Access Guide \(document, English/);
    expect(reply).toMatchObject({ text: NOT_FOUND_REPLY.en, sources: [], mode: 'not_found', error: null });
  });

  it('marks an answer that cites nothing as not sure, with no source', async () => {
    fake.set({ kind: 'stream', chunks: ['You get thirty days.'] });
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(reply).toMatchObject({ text: 'You get thirty days.', sources: [], mode: 'uncertain' });
  });

  it('does not call for an answer when retrieval finds nothing', async () => {
    const reply = await assistant.answer({ question: 'Qwzx plorf vlimbrat?' });
    expect(reply.mode).toBe('not_found');
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the extractive answer, marked with an error, when the first token does not come in time or the server fails', async () => {
    settings.apply({ type: 'AssistantSettingsChanged', data: { ...DEFAULT_SETTINGS, timeout: 300 } });
    fake.set({ kind: 'stall' });
    const started = Date.now();
    const late = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(late).toMatchObject({ mode: 'extractive', error: 'model_timeout' });
    expect(late.text).toMatch(/30 calendar days/);
    fake.set({ kind: 'fail', status: 500 });
    const failed = await assistant.answer({ question: 'كم عدد أيام الإجازة السنوية؟' });
    expect(failed).toMatchObject({ mode: 'extractive', error: 'model_failed', language: 'ar' });
    expect(failed.text).toMatch(/30 يوماً/);
  });

  it('sends the conversation, and reads a follow-up with the documents of the turn before it even when the rewrite adds nothing', async () => {
    fake.set({ kind: 'stream', chunks: ['15 days with full pay [1].'] });
    const history = [
      {
        question: 'How many sick days do I get?',
        answer: 'You get 15 days of sick leave with full pay.\n\nSource: Sick Leave Policy',
        sourceIds: [sick.id],
      },
    ];
    const reply = await assistant.answer({ question: 'And after that?', history });
    const messages = fake.requests[0].messages;
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'How many sick days do I get?' },
      { role: 'assistant', content: 'You get 15 days of sick leave with full pay.' },
      { role: 'user', content: 'And after that?' },
    ]);
    expect(system()).toMatch(/\] Sick Leave Policy \(document, English/);
    expect(fake.rewriteRequests[0].messages[1].content).toMatch(
      /User: How many sick days do I get\?[\s\S]*Last question: And after that\?/,
    );
    expect(reply.sources.map((s) => s.id)).toEqual([sick.id]);
  });

  it("reads a follow-up with the other language's documents its previous question found, even when that reply cited another", async () => {
    // No model rewrite, and the previous reply cited an unrelated policy: the Arabic circular reaches
    // the follow-up only through the previous question's reading in the other language.
    fake.set({ kind: 'stream', chunks: ['[1]'] });
    const history = [{ question: 'Can staff get a parking card?', answer: 'See [1].', sourceIds: [annual.id] }];
    await assistant.answer({ question: 'And when?', history });
    expect(system()).toContain('رسوم بطاقة الموقف الشهرية 15 ديناراً');
  });

  it('searches the standalone rewrite and its translation, and records them as the reading', async () => {
    fake.setRewrite({
      kind: 'reply',
      content: '{"question": "What is the monthly staff parking fee?", "translation": "كم رسوم بطاقة الموقف الشهرية للموظفين؟"}',
    });
    fake.set({
      kind: 'stream',
      chunks: (request) => [`The monthly parking card costs 15 dinars [${passageNumber(request, PARKING.title)}].`],
    });
    const history = [{ question: 'Can I get a parking card?', answer: 'Yes.', sourceIds: [] }];
    const reply = await assistant.answer({ question: 'How much is it a month?', history });
    expect(system()).toContain('(document, Arabic, version');
    expect(system()).toContain('رسوم بطاقة الموقف الشهرية 15 ديناراً');
    expect(reply.sources.map((s) => s.title)).toEqual([PARKING.title]);
    expect(reply.reading).toEqual({
      kind: 'rewritten',
      searched: 'What is the monthly staff parking fee?',
      previous: 'Can I get a parking card?',
      translated: ['كم رسوم بطاقة الموقف الشهرية للموظفين؟'],
    });
  });

  it('searches the question as asked when the rewrite fails', async () => {
    fake.setRewrite({ kind: 'fail', status: 500 });
    fake.set({ kind: 'stream', chunks: ['30 days [1]'] });
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(reply).toMatchObject({ mode: 'llm', reading: { kind: 'as_asked', searched: 'How many days of annual leave do I get?' } });
  });
});

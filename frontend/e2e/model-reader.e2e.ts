import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_REPLY, type Language } from '@kb/contracts';
import { startApp, type RunningApp } from './support/app-process';
import { launchBrowser, newContext, signIn, STRINGS } from './support/browser';
import { ask } from './support/chat';
import { expectNoCspViolations } from './support/csp';
import { passageNumber, startFakeModel, type FakeReply, type FakeRequest } from './support/fake-model';
import { followSystemTheme, shootAll, TAKE_SCREENSHOTS } from './support/screens';

// The model as the reader (issue 45), against a local OpenAI-compatible server that answers by
// script: it cites the passages the app sent by number, refuses, or never sends a token.
const TITLES = {
  en: { annual: 'Annual Leave Policy', sick: 'Sick Leave Policy' },
  ar: { annual: 'سياسة الإجازة السنوية', sick: 'سياسة الإجازة المرضية' },
} as const;
const ASK = {
  en: {
    both: 'How much annual leave and sick leave do I get?',
    follow: 'And what happens after that?',
    refused: 'Can I bring my dog to the office on Fridays?',
    late: 'How many days of annual leave do I get?',
  },
  ar: {
    both: 'كم أيام الإجازة السنوية والإجازة المرضية؟',
    follow: 'وبعد ذلك؟',
    refused: 'هل أقدر أجيب كلبي للمكتب يوم الجمعة؟',
    late: 'كم عدد أيام الإجازة السنوية؟',
  },
} as const;

const lastQuestion = (request: FakeRequest) => request.messages.at(-1)?.content ?? '';

function script(request: FakeRequest): FakeReply {
  const question = lastQuestion(request);
  for (const language of ['en', 'ar'] as const) {
    const q = ASK[language];
    const annual = passageNumber(request, TITLES[language].annual);
    const sick = passageNumber(request, TITLES[language].sick);
    if (question === q.both)
      return {
        pieces:
          language === 'en'
            ? [`Annual leave is 30 calendar days [${annual}]. `, `Sick leave starts with full pay [${sick}].`]
            : [`الإجازة السنوية 30 يوماً [${annual}]. `, `والإجازة المرضية تبدأ بأجر كامل [${sick}].`],
      };
    if (question === q.follow)
      return {
        pieces: language === 'en' ? [`After that, sick pay goes down in steps [${sick}].`] : [`بعد ذلك ينخفض الأجر على مراحل [${sick}].`],
      };
    if (question === q.refused) return { pieces: [NOT_FOUND_REPLY[language]] };
    if (question === q.late) return { stall: true };
  }
  return { pieces: ['?'] };
}

let model: Awaited<ReturnType<typeof startFakeModel>>;
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  model = await startFakeModel(script, 30);
  app = await startApp('e2e-app-model-reader', { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseURL });
  browser = await launchBrowser();
  context = await newContext(browser, app.baseURL);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.stop();
});

describe.each(['en', 'ar'] as const)('the model reads the documents (%s)', (language: Language) => {
  const t = STRINGS[language];
  const titles = TITLES[language];
  const q = ASK[language];
  let page: Page;
  let followUpId = '';

  beforeAll(async () => {
    page = await context.newPage();
    await signIn(page, 'agent', 'agent123', language);
    await page.getByRole('button', { name: t.chat.newConversation }).first().click();
    await page.getByTestId('welcome-card').waitFor();
  });

  it('streams an answer that cites two documents, both named as its sources', async () => {
    const body = await ask(page, q.both, language);
    expect(body.assistantMessage.mode).toBe('llm');
    const reply = page.locator(`[data-message-id="${body.assistantMessage.id}"]`);
    const source = reply.getByTestId('message-source');
    await source.waitFor();
    expect(await source.textContent()).toContain(titles.annual);
    expect(await source.textContent()).toContain(titles.sick);
    // What the model was sent: both policies, whole, each with its number.
    const sent = model.requests.at(-1)!;
    expect(passageNumber(sent, titles.annual)).toBeGreaterThan(0);
    expect(passageNumber(sent, titles.sick)).toBeGreaterThan(0);
  });

  it('answers a follow-up in the same conversation, the previous turn sent along', async () => {
    const body = await ask(page, q.follow, language);
    followUpId = body.assistantMessage.id;
    expect(body.assistantMessage.mode).toBe('llm');
    const sent = model.requests.at(-1)!;
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.messages[1].content).toBe(q.both);
    expect(await page.locator(`[data-message-id="${body.assistantMessage.id}"]`).getByTestId('message-source').textContent()).toContain(
      titles.sick,
    );
  });

  it("shows the model's refusal as the not-found reply, with no source", async () => {
    const body = await ask(page, q.refused, language);
    expect(body.assistantMessage.mode).toBe('not_found');
    const reply = page.locator(`[data-message-id="${body.assistantMessage.id}"]`);
    expect(await reply.textContent()).toContain(NOT_FOUND_REPLY[language]);
    expect(await reply.getByTestId('message-source').count()).toBe(0);
  });

  it('falls back to the answer quoted from the documents, with the warning, when the model sends nothing in time', async () => {
    const body = await ask(page, q.late, language);
    expect(body).toMatchObject({ error: 'model_timeout', assistantMessage: { mode: 'extractive' } });
    await page.getByText(t.chat.aiIssue).first().waitFor();
    expect(await page.locator(`[data-message-id="${body.assistantMessage.id}"]`).textContent()).toMatch(
      language === 'en' ? /30 calendar days/ : /30 يوماً/,
    );
    expectNoCspViolations(context);
  });

  it.runIf(TAKE_SCREENSHOTS)(
    'is looked at: the chat, the API settings with the context budget, and the provenance of the follow-up',
    async () => {
      await shootAll(page, 'model-reader-chat', language);
      const shots = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1440, height: 900 } });
      await followSystemTheme(shots);
      const admin = await shots.newPage();
      await signIn(admin, 'admin', 'admin123', language);
      await admin.goto('/admin');
      await admin.getByTestId('admin-card-api').click();
      await admin.getByTestId('api-settings-form').waitFor();
      await shootAll(admin, 'model-reader-api-settings', language);
      await admin.goto(`/audit?view=provenance&message=${followUpId}`);
      await admin.getByTestId('provenance-reading').waitFor();
      await shootAll(admin, 'model-reader-provenance', language);
      await shots.close();
    },
  );
});

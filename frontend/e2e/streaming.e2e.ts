import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMessageResponse } from '@kb/contracts';
import { startApp, type RunningApp } from './support/app-process';
import { launchBrowser, newContext, signIn, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { QUESTIONS } from './support/chat';
import { startFakeModel } from './support/fake-model';
import { screenshot, SCREENS_DIR } from './support/screens';

// A second app instance whose assistant streams from a fake model, so assistant:delta is exercised.
const PIECES = ['Employees ', 'receive ', '30 calendar ', 'days ', 'of paid ', 'annual ', 'leave ', 'each year [1].'];

let model: Awaited<ReturnType<typeof startFakeModel>>;
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  model = await startFakeModel(PIECES);
  app = await startApp('e2e-app-streaming', { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseURL });
  browser = await launchBrowser();
  context = await newContext(browser, app.baseURL);
  page = await context.newPage();
  await signIn(page, 'agent', 'agent123', 'en');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.stop();
});

/** The first tab asks about annual leave in a new conversation: its id, and the answer to come. */
async function askInNewConversation() {
  const t = STRINGS.en;
  await page.getByRole('button', { name: t.chat.newConversation }).first().click();
  await page.getByTestId('welcome-card').waitFor();
  const id = await page.locator('[data-conversation-id]:has([aria-current="true"])').getAttribute('data-conversation-id');
  await page.getByRole('textbox', { name: t.chat.inputLabel }).fill('How many days of paid annual leave do we get?');
  const response = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages');
  await page.keyboard.press('Enter');
  return { id, response };
}

describe('a streamed reply', () => {
  it('appears word by word as assistant:delta arrives, then becomes the final message with its source', async () => {
    const t = STRINGS.en;
    await page.getByRole('textbox', { name: t.chat.inputLabel }).fill(QUESTIONS.en);
    // Every text the reply shows, as the page shows it (recorded in the page, so a slow test
    // process never misses a state), and whether "thinking" was shown beside it.
    await page.evaluate(() => {
      const shown: { text: string; thinking: boolean }[] = [];
      (window as unknown as { shownReplies: typeof shown }).shownReplies = shown;
      new MutationObserver(() => {
        const text = document.querySelector('[data-role="assistant"]')?.textContent ?? '';
        if (text && shown[shown.length - 1]?.text !== text)
          shown.push({ text, thinking: document.querySelector('[data-testid="thinking-indicator"]') !== null });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const response = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages');
    await page.keyboard.press('Enter');

    const body = (await (await response).json()) as SendMessageResponse;
    // Seen while the POST was still open: a partial reply that grew, and no thinking indicator.
    const shown = await page.evaluate(() => (window as unknown as { shownReplies: { text: string; thinking: boolean }[] }).shownReplies);
    const partial = shown.filter((s) => s.text.includes('receive') && !s.text.includes('each year'));
    expect(partial.length, JSON.stringify(shown)).toBeGreaterThan(0);
    expect(partial.filter((s) => s.text.includes('paid')).length, JSON.stringify(shown)).toBeGreaterThan(0);
    expect(partial.some((s) => s.thinking)).toBe(false);
    // From its first word: the reply starts streaming before the new conversation is followed.
    expect(
      shown.every((s) => s.text.includes('Employees')),
      JSON.stringify(shown),
    ).toBe(true);
    const assistant = page.locator('[data-role="assistant"]');
    const final = page.locator(`[data-message-id="${body.assistantMessage.id}"]`);
    await final.getByTestId('message-source').waitFor();
    expect(await assistant.count()).toBe(1);
    // The final text replaces the streamed one (citation markers removed by the server).
    expect(await final.textContent()).toContain('Employees receive 30 calendar days of paid annual leave each year.');
    expect(body.assistantMessage.mode).toBe('llm');
  });

  it('shows the reply from its first word in another tab that opens the conversation while it is written', async () => {
    const t = STRINGS.en;
    // A second tab of the same user, on the chat with the first conversation open.
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('heading', { name: t.chat.title }).waitFor();
    // The first tab asks in a new conversation, which the second tab's list shows at once.
    const { id, response } = await askInNewConversation();
    // Once the reply is being written, the second tab opens that conversation.
    await page.waitForFunction(() => document.querySelector('[data-role="assistant"]')?.textContent?.includes('receive'));
    await other.evaluate(() => {
      // The replies on screen before (the first conversation's) are not this one.
      for (const reply of document.querySelectorAll('[data-role="assistant"]')) reply.setAttribute('data-before', '');
      const shown: string[] = [];
      (window as unknown as { shownReplies: string[] }).shownReplies = shown;
      new MutationObserver(() => {
        const text = document.querySelector('[data-role="assistant"]:not([data-before])')?.textContent ?? '';
        if (text && shown[shown.length - 1] !== text) shown.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await other.locator(`[data-conversation-id="${id}"] [data-row-part="select"]`).click();
    const body = (await (await response).json()) as SendMessageResponse;
    await other.locator(`[data-message-id="${body.assistantMessage.id}"]`).getByTestId('message-source').waitFor();
    const shown = await other.evaluate(() => (window as unknown as { shownReplies: string[] }).shownReplies);
    // It saw the reply being written, and never without its beginning. The second tab may be a
    // delta or two behind the first (its socket events are its own), so its first state can be
    // the first word alone; what it must never show is a tail ("receive 30 calendar…").
    expect(
      shown.some((text) => !text.includes('each year')),
      JSON.stringify(shown),
    ).toBe(true);
    expect(
      shown.every((text) => text.includes('Employees')),
      JSON.stringify(shown),
    ).toBe(true);
    await screenshot(other, `${SCREENS_DIR}/stream-other-tab-en-1440.png`);
  });

  it('shows a tab loaded while a reply is written the assistant typing, never the tail of the reply', async () => {
    const { id, response } = await askInNewConversation();
    // The reply has begun when a new tab loads the app: that tab missed its first words.
    await page.waitForFunction(() => document.querySelector('[data-role="assistant"]')?.textContent?.includes('Employees'));
    const late = await context.newPage();
    await late.addInitScript(() => {
      const seen = { replies: [] as string[], thinking: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="thinking-indicator"]')) seen.thinking = true;
        for (const reply of document.querySelectorAll('[data-role="assistant"]')) {
          const text = reply.textContent ?? '';
          if (text && !seen.replies.includes(text)) seen.replies.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await late.goto('/');
    await late.locator(`[data-conversation-id="${id}"] [data-row-part="select"]`).click();
    const joined = Date.now();
    const body = (await (await response).json()) as SendMessageResponse;
    const streamEnded = Date.now();
    await late.locator(`[data-message-id="${body.assistantMessage.id}"]`).getByTestId('message-source').waitFor();
    const seen = await late.evaluate(() => (window as unknown as { seen: { replies: string[]; thinking: boolean } }).seen);
    // Every state of every reply on screen has the reply's beginning: no "receive 30 calendar…".
    expect(
      seen.replies.filter((text) => /receive|calendar|annual/.test(text) && !text.includes('Employees')),
      JSON.stringify(seen),
    ).toEqual([]);
    // It joined while the reply was written (the answer came later), so it showed the assistant typing.
    if (streamEnded - joined > 1000) expect(seen.thinking, JSON.stringify(seen)).toBe(true);
    await late.close();
  });

  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});

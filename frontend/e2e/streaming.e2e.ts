import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMessageResponse } from '@kb/contracts';
import { startApp, type RunningApp } from './support/app-process';
import { launchBrowser, newContext, signIn, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { QUESTIONS } from './support/chat';
import { startFakeModel } from './support/fake-model';

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

describe('a streamed reply', () => {
  it('appears word by word as assistant:delta arrives, then becomes the final message with its source', async () => {
    const t = STRINGS.en;
    await page.getByRole('textbox', { name: t.chat.inputLabel }).fill(QUESTIONS.en);
    const response = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages');
    await page.keyboard.press('Enter');

    // Seen while the POST is still open: a partial reply that grows, and no thinking indicator.
    const assistant = page.locator('[data-role="assistant"]');
    await page.waitForFunction(() => (document.querySelector('[data-role="assistant"]')?.textContent ?? '').includes('receive'));
    const early = (await assistant.first().textContent()) ?? '';
    expect(early).not.toContain('each year');
    expect(await page.getByTestId('thinking-indicator').count()).toBe(0);
    await page.waitForFunction(() => (document.querySelector('[data-role="assistant"]')?.textContent ?? '').includes('paid'));

    const body = (await (await response).json()) as SendMessageResponse;
    const final = page.locator(`[data-message-id="${body.assistantMessage.id}"]`);
    await final.getByTestId('message-source').waitFor();
    expect(await assistant.count()).toBe(1);
    // The final text replaces the streamed one (citation markers removed by the server).
    expect(await final.textContent()).toContain('Employees receive 30 calendar days of paid annual leave each year.');
    expect(body.assistantMessage.mode).toBe('llm');
  });

  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});

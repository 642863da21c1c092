import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, KnowledgeDocument, Language } from '@kb/contracts';
import { startApp, type RunningApp } from './support/app-process';
import { launchBrowser, newContext, signIn, signInWithForm, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { ask, conversationRow, QUESTIONS } from './support/chat';
import { startFakeModel } from './support/fake-model';
import { controlsUnderToasts } from './support/layout';

// The model quotes steps 1 and 3 of the VPN guide (step 2 left out) and cites the first passage.
const PIECES = [
  'To connect from home:\n',
  '1. Connect the laptop to the internet.\n',
  '3. Enter vpn.gulfnet.com.kw and click Connect [1].',
];
const VPN: Record<Language, string> = { en: 'How do I connect to the VPN from home?', ar: 'كيف أتصل بالشبكة الافتراضية VPN من المنزل؟' };
// Each language signs in as its own user, so each starts with no conversation.
const USERS: Record<Language, [string, string]> = { en: ['agent', 'agent123'], ar: ['admin', 'admin123'] };

let model: Awaited<ReturnType<typeof startFakeModel>>;
let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
const contexts: BrowserContext[] = [];

/** An admin's edit of a document through the API, as the document manager would send it. */
async function editDocument(id: string, changes: Partial<Pick<KnowledgeDocument, 'title' | 'status'>>): Promise<KnowledgeDocument> {
  return admin.evaluate(
    async ({ docId, body }) => {
      const current = (await (await fetch(`/api/documents/${docId}`)).json()) as KnowledgeDocument;
      const r = await fetch(`/api/documents/${docId}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'If-Match': `"${current.version}"` },
        body: JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`PATCH answered ${r.status}`);
      return (await r.json()) as KnowledgeDocument;
    },
    { docId: id, body: changes },
  );
}

beforeAll(async () => {
  model = await startFakeModel(PIECES, 20);
  app = await startApp('e2e-app-chat-polish', { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseURL });
  browser = await launchBrowser();
  adminContext = await newContext(browser, app.baseURL);
  contexts.push(adminContext);
  admin = await adminContext.newPage();
  await signIn(admin, 'admin', 'admin123', 'en');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.stop();
});

describe.each(['en', 'ar'] as const)('the polished chat screen (%s)', (language) => {
  const t = STRINGS[language];
  let context: BrowserContext;
  let page: Page;
  let sourceId: string;
  let vpnConversation: Conversation;

  beforeAll(async () => {
    context = await newContext(browser, app.baseURL);
    contexts.push(context);
    page = await context.newPage();
  });

  it('shows the sign-in toast where it covers no button or text field, at 1440 and at 800 px', async () => {
    await signInWithForm(page, ...USERS[language], language);
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await controlsUnderToasts(page)).toEqual([]);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await toast.isVisible()).toBe(true);
    expect(await controlsUnderToasts(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('titles conversations started either way by their first question', async () => {
    // Started by sending a message from the welcome screen.
    const first = await ask(page, QUESTIONS[language], language);
    // Made with the New conversation button, then asked.
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/conversations');
    await page
      .getByRole('region', { name: t.sidebar.privateConversations })
      .getByRole('button', { name: t.sidebar.newConversation, exact: true })
      .click();
    vpnConversation = (await (await created).json()) as Conversation;
    expect(vpnConversation.title).toBe(t.conversation.defaultTitle);
    const second = await ask(page, VPN[language], language);
    expect(second.conversationId).toBe(vpnConversation.id);
    sourceId = second.assistantMessage.sourceDocs[0]?.id;
    expect(sourceId).toBeTruthy();

    await conversationRow(page, vpnConversation.id).getByText(VPN[language]).waitFor({ timeout: 15_000 });
    await conversationRow(page, first.conversationId).getByText(QUESTIONS[language]).waitFor();
    const titles = await page.locator('[data-testid="conversation-list"] [data-row-part="select"] span').allTextContents();
    expect(titles.toSorted()).toEqual([QUESTIONS[language], VPN[language]].toSorted());
  });

  it('shows quoted steps 1 and 3 as 1 and 3', async () => {
    const reply = page.locator('[data-role="assistant"]').last();
    const items = reply.locator('ol > li');
    await items.first().waitFor();
    expect(await items.evaluateAll((lis) => lis.map((li) => (li as HTMLLIElement).value))).toEqual([1, 3]);
    expect(await items.allTextContents()).toEqual(['Connect the laptop to the internet.', 'Enter vpn.gulfnet.com.kw and click Connect.']);
  });

  it('renames a cited document in the open Source line and details panel without a reload, and strikes it through once archived', async () => {
    const source = page.locator('[data-role="assistant"]').last().getByTestId('message-source');
    const open = source.locator(`[data-source-open="${sourceId}"]`);
    const original = (await open.textContent()) ?? '';
    const renamed = `${original} (${language} rev)`;
    await editDocument(sourceId, { title: renamed });
    await source.getByRole('button', { name: renamed }).waitFor({ timeout: 15_000 });
    await page.getByTestId('details-sources').getByText(renamed).waitFor({ timeout: 15_000 });

    await editDocument(sourceId, { status: 'archived' });
    // An agent no longer sees an archived document at all; an admin sees it archived.
    const label = language === 'en' ? t.chat.sourceUnavailable : t.chat.sourceArchived;
    await source.getByText(label).waitFor({ timeout: 15_000 });
    expect(await open.getAttribute('data-source-gone')).toBeTruthy();
    expect(await source.locator('del').textContent()).toBe(renamed);

    await editDocument(sourceId, { status: 'active', title: original });
    await source.getByRole('button', { name: original }).waitFor({ timeout: 15_000 });
  });

  it('is one tab stop in the sidebar list, and the input takes the focus when a conversation opens', async () => {
    const items = page.locator('[data-testid="conversation-list"] [data-row-part="select"]');
    await items.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await items.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');

    await items.first().focus();
    await page.keyboard.press('Tab');
    const left = await page.evaluate(() => !document.querySelector('[data-testid="conversation-list"]')?.contains(document.activeElement));
    expect(left).toBe(true);
  });

  it('re-fits the question field when the screen narrows: a line that wraps is not cut off', async () => {
    const field = page.locator('textarea').first();
    const text =
      language === 'en'
        ? 'How many days of annual leave can I carry over to next year?'
        : 'كم يوماً من الإجازة السنوية يمكنني ترحيلها إلى السنة القادمة؟';
    await field.fill(text);
    const oneLine = await field.evaluate((el) => el.clientHeight);
    await page.setViewportSize({ width: 390, height: 844 });
    // Wrapped onto more lines, the field grows to show them all (no inner scroll below its 120 px cap).
    await page.waitForFunction(
      (h) => {
        const el = document.querySelector('textarea') as HTMLTextAreaElement;
        return el.clientHeight > h && el.scrollHeight <= el.clientHeight + 1;
      },
      oneLine,
      { timeout: 5_000 },
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForFunction((h) => (document.querySelector('textarea') as HTMLTextAreaElement).clientHeight === h, oneLine, {
      timeout: 5_000,
    });
    await field.fill('');
  });

  it('changes the theme from the account menu at 800 px', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    await page.getByRole('button', { name: new RegExp(t.account.menu) }).click();
    await page.getByRole('menuitemradio', { name: t.theme.dark }).click();
    await page.waitForFunction((light) => getComputedStyle(document.body).backgroundColor !== light, before);
    expect(await page.evaluate(() => localStorage.getItem('knowledge-base-theme'))).toBe('dark');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('content security', () => {
  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => contexts.forEach((context) => expectNoCspViolations(context)));
});

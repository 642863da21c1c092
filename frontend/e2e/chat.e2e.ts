import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, SendMessageResponse } from '@kb/contracts';
import { launchBrowser, newContext, signInWithForm, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { ask, clearConversations, conversationRow, openConversationActions, QUESTIONS } from './support/chat';
import { screenshot } from './support/screens';
import { appURL } from './support/journey';

const screenshots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
// One account per language run, so their conversation lists do not interfere.
const ACCOUNTS: Record<Language, [string, string]> = { en: ['agent', 'agent123'], ar: ['auditor', 'auditor123'] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'ar'] as const)('chat journey (%s)', (language) => {
  const t = STRINGS[language];
  let context: BrowserContext;
  let page: Page;
  let answer: SendMessageResponse;

  beforeAll(async () => {
    context = await newContext(browser, appURL());
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs in and is welcomed by name, in the chosen language and direction', async () => {
    const [username, password] = ACCOUNTS[language];
    await signInWithForm(page, username, password, language);
    await waitForText(page, '[role="status"], li', t.auth.loginSuccess);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    // The chat: `/`, or the address of the latest conversation it opened (issue 48).
    expect(new URL(page.url()).pathname).toMatch(/^\/(c\/[0-9a-f-]{36})?$/);
    // Other journeys share the app and these seeded accounts: start this one from an empty list.
    await clearConversations(page);
    await page.getByTestId('welcome-card').waitFor();
  });

  it('asks a question and shows the reply with its source', async () => {
    answer = await ask(page, QUESTIONS[language], language);
    expect(answer.assistantMessage.sourceDocs.length).toBeGreaterThan(0);

    const reply = page.locator(`[data-message-id="${answer.assistantMessage.id}"]`);
    const source = reply.getByTestId('message-source');
    await source.waitFor();
    const sourceText = (await source.textContent()) ?? '';
    expect(sourceText).toContain(t.chat.source);
    expect(sourceText).toContain(answer.assistantMessage.sourceDocs[0].title);
    // The question is shown once, as the user's message, though both the POST answer and the socket deliver it.
    expect(await page.locator(`[data-role="user"][data-message-id="${answer.userMessage.id}"]`).count()).toBe(1);
    // The question shown while waiting carried the id the client named it with: no second copy.
    expect(await page.locator('[data-role="user"]').filter({ hasText: QUESTIONS[language] }).count()).toBe(1);

    // Wide screen: the details panel lists the cited document and counts the messages.
    const details = page.getByTestId('conversation-details');
    await details.waitFor();
    expect(await details.getByTestId('details-sources').textContent()).toContain(answer.assistantMessage.sourceDocs[0].title);

    // The feedback buttons reach the server.
    const feedback = page.waitForResponse((r) => r.url().includes(`/api/messages/${answer.assistantMessage.id}/feedback`));
    await reply.getByRole('button', { name: t.chat.helpful, exact: true }).click();
    expect((await feedback).ok()).toBe(true);
    await reply.locator(`button[aria-pressed="true"]`).waitFor();

    // A clean picture: dismiss the sign-in toast rather than wait out its 5 s.
    const toasts = page.locator('[data-variant]');
    for (const close of await toasts.getByRole('button', { name: t.common.close }).all()) await close.click();
    await toasts.first().waitFor({ state: 'detached' });
    await screenshot(page, join(screenshots, `chat-${language}.png`));
  });

  it('renames the conversation from the sidebar', async () => {
    const row = conversationRow(page, answer.conversationId);
    await row.waitFor();
    const oldTitle = (await row.locator('button span').first().textContent()) ?? '';
    await openConversationActions(page, answer.conversationId, oldTitle, language);
    await page.getByRole('menuitem', { name: t.conversation.rename }).click();
    const dialog = page.getByRole('dialog', { name: t.conversation.renameTitle });
    const newTitle = language === 'ar' ? 'أيام الإجازة' : 'Leave days';
    await dialog.getByLabel(t.conversation.titleLabel).fill(newTitle);
    await dialog.getByRole('button', { name: t.conversation.save }).click();
    await row.getByText(newTitle).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('deletes the conversation after confirmation', async () => {
    const row = conversationRow(page, answer.conversationId);
    const title = (await row.locator('button span').first().textContent()) ?? '';
    await openConversationActions(page, answer.conversationId, title, language);
    await page.getByRole('menuitem', { name: t.conversation.delete }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: t.conversation.delete }).click();
    await waitForText(page, 'li', t.conversation.deleted);
    await row.waitFor({ state: 'detached' });
    // It was this user's only conversation: the welcome card is back.
    await page.getByTestId('welcome-card').waitFor();
  });

  it('keeps a non-admin out of /admin with a toast and a redirect to /', async () => {
    expect(await page.getByRole('link', { name: t.nav.admin }).count()).toBe(0);
    await page.goto('/admin');
    await waitForText(page, 'li', t.access.deniedText);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('signs out to /login', async () => {
    await page.getByRole('button', { name: new RegExp(t.account.menu) }).click();
    await page.getByRole('menuitem', { name: t.account.signOut }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await waitForText(page, 'li', t.auth.loggedOutDescription);
    await page.getByRole('button', { name: t.auth.signIn }).waitFor();
    // The session is really gone: the chat is not reachable any more.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});

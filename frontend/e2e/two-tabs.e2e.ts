import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '@kb/contracts';
import { STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { ask, conversationRow, openConversationActions, QUESTIONS } from './support/chat';
import { openSession, withBrowser } from './support/journey';
import { shootAll } from './support/screens';

const t = STRINGS.en;
let context: BrowserContext;
let tabA: Page;
let tabB: Page;
let conversation: Conversation;
let browserOf: Browser;

withBrowser(async (browser) => {
  browserOf = browser;
  // Two pages of one context share the session cookie: the same user in two tabs.
  ({ context, page: tabA } = await openSession(browser, 'admin', 'en'));
  tabB = await context.newPage();
  await tabB.goto('/');
  await tabB.getByRole('heading', { name: t.chat.title }).waitFor();
});

describe('two tabs of the same user stay in step without reloading', () => {
  it('a conversation created in one tab appears in the other', async () => {
    // Act in tab A with tab B left in the background, as a user switching tabs would.
    await tabA.bringToFront();
    const created = tabA.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/conversations'));
    await tabA
      .getByRole('region', { name: t.sidebar.privateConversations })
      .getByRole('button', { name: t.sidebar.newConversation, exact: true })
      .click();
    conversation = (await (await created).json()) as Conversation;
    await conversationRow(tabB, conversation.id).waitFor({ timeout: 15_000 });
  });

  it('messages and the reply sent in one tab appear in the other', async () => {
    await conversationRow(tabB, conversation.id).getByRole('button').first().click();
    const answer = await ask(tabA, QUESTIONS.en, 'en');
    expect(answer.conversationId).toBe(conversation.id);
    await tabB.locator(`[data-message-id="${answer.userMessage.id}"]`).waitFor({ timeout: 15_000 });
    await tabB.locator(`[data-message-id="${answer.assistantMessage.id}"]`).getByTestId('message-source').waitFor({ timeout: 15_000 });
    // Delivered by both the socket and (in tab A) the POST answer, yet shown once.
    expect(await tabA.locator(`[data-message-id="${answer.assistantMessage.id}"]`).count()).toBe(1);
    expect(await tabB.locator(`[data-message-id="${answer.assistantMessage.id}"]`).count()).toBe(1);
    await shootAll(tabB, 'two-tabs-reply', 'en');
  });

  it('a tab that lost its connection catches up when it reconnects (no replay from the server)', async () => {
    let sockets = 0;
    tabB.on('websocket', () => (sockets += 1));
    const network = await context.newCDPSession(tabB);
    const offline = (value: boolean) =>
      network.send('Network.emulateNetworkConditions', { offline: value, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await offline(true);
    const answer = await ask(tabA, 'What is the remote work policy?', 'en');
    expect(answer.conversationId).toBe(conversation.id);
    expect(await tabB.locator(`[data-message-id="${answer.assistantMessage.id}"]`).count()).toBe(0);

    await offline(false);
    // socket.io reconnects by itself; the reconnect handler refetches the list and the open thread.
    await tabB.locator(`[data-message-id="${answer.assistantMessage.id}"]`).waitFor({ timeout: 30_000 });
    expect(sockets).toBeGreaterThanOrEqual(1);
    await network.detach();
  });

  it('a rename in one tab shows in the other', async () => {
    const title = (await conversationRow(tabA, conversation.id).locator('button span').first().textContent()) ?? '';
    await openConversationActions(tabA, conversation.id, title, 'en');
    await tabA.getByRole('menuitem', { name: t.conversation.rename }).click();
    const dialog = tabA.getByRole('dialog', { name: t.conversation.renameTitle });
    await dialog.getByLabel(t.conversation.titleLabel).fill('Synced title');
    await dialog.getByRole('button', { name: t.conversation.save }).click();
    await conversationRow(tabB, conversation.id).getByText('Synced title').waitFor({ timeout: 15_000 });
  });

  it('a deletion in one tab removes it from the other, which moves on', async () => {
    await openConversationActions(tabA, conversation.id, 'Synced title', 'en');
    await tabA.getByRole('menuitem', { name: t.conversation.delete }).click();
    await tabA.getByRole('alertdialog').getByRole('button', { name: t.conversation.delete }).click();
    await waitForText(tabA, 'li', t.conversation.deleted);
    await conversationRow(tabB, conversation.id).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await tabB.locator(`[data-message-id]`).count()).toBe(0);
  });

  it('in Arabic, a reply there at once reaches the other tab with its question and no typing indicator', async () => {
    const ar = STRINGS.ar;
    const { context: arabic, page: asking } = await openSession(browserOf, 'agent', 'ar');
    const other = await arabic.newPage();
    // What the other tab showed, and every push it received (socket.io's text frames).
    await other.addInitScript(() => {
      const seen = { thinking: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="thinking-indicator"]')) seen.thinking = true;
      }).observe(document, { subtree: true, childList: true });
    });
    const frames: string[] = [];
    other.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => void (typeof payload === 'string' && frames.push(payload))));
    await other.goto('/');
    await other.getByRole('heading', { name: ar.chat.title }).waitFor();
    const created = asking.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/conversations'));
    await asking
      .getByRole('region', { name: ar.sidebar.privateConversations })
      .getByRole('button', { name: ar.sidebar.newConversation, exact: true })
      .click();
    const started = (await (await created).json()) as Conversation;
    await conversationRow(other, started.id).getByRole('button').first().click();
    const answer = await ask(asking, QUESTIONS.ar, 'ar');
    const reply = other.locator(`[data-message-id="${answer.assistantMessage.id}"]`);
    await reply.getByTestId('message-source').waitFor({ timeout: 15_000 });
    await other.locator(`[data-message-id="${answer.userMessage.id}"]`).waitFor();
    const seen = await other.evaluate(() => (window as unknown as { seen: { thinking: boolean } }).seen);
    // The extractive engine answers within the wait: question and reply come in one push and the
    // other tab never shows the assistant typing. An answer slow enough for its question to be
    // recorded alone (a loaded machine) is announced: the indicator shows, as it should.
    const together = frames.some(
      (f) => f.startsWith('42["messages:created"') && f.includes(answer.userMessage.id) && f.includes(answer.assistantMessage.id),
    );
    expect(seen.thinking, JSON.stringify({ together, frames: frames.length })).toBe(!together);
    await shootAll(other, 'two-tabs-reply', 'ar');
    await arabic.close();
  });

  it('signing out in one tab signs the other out too (session:ended)', async () => {
    await tabA.bringToFront();
    await tabA.getByRole('button', { name: new RegExp(t.account.menu) }).click();
    await tabA.getByRole('menuitem', { name: t.account.signOut }).click();
    await tabA.waitForURL((url) => url.pathname === '/login');
    // Tab B was not touched: the server's push makes it ask for the session again.
    await tabB.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await tabB.getByRole('button', { name: t.auth.signIn }).waitFor();
  });

  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});

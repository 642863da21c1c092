import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Language, Message, SendMessageRequest } from '@kb/contracts';
import { launchBrowser, newContext, signIn, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { clearConversations, QUESTIONS } from './support/chat';
import { appURL } from './support/journey';

// Issue 31: a question sent right after "New conversation" went to the previous conversation
// (3 of 11 quick tries). Clicked and sent with no pause, 20 times a language, it must land in the
// conversation on screen, and no empty "New Conversation" may be left behind.
const TRIES = 20;
const ACCOUNTS: Record<Language, [string, string]> = { en: ['agent', 'agent123'], ar: ['auditor', 'auditor123'] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'ar'] as const)('new conversation, then a question at once (%s)', (language) => {
  const t = STRINGS[language];
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, appURL());
    page = await context.newPage();
    await signIn(page, ...ACCOUNTS[language], language);
    await clearConversations(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it(`lands ${TRIES} of ${TRIES} questions in the conversation on screen`, async () => {
    const input = page.getByRole('textbox', { name: t.chat.inputLabel });
    const newButton = page.getByRole('main').getByRole('button', { name: t.chat.newConversation, exact: true });
    const created: string[] = [];
    const asked: Array<{ question: string; conversationId: string }> = [];
    const onRequest = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'POST') return;
      if (path === '/api/conversations') created.push((request.postDataJSON() as { id: string }).id);
      if (path === '/api/messages') {
        const body = request.postDataJSON() as SendMessageRequest;
        asked.push({ question: body.content, conversationId: body.conversationId ?? body.newConversationId ?? '' });
      }
    };
    page.on('request', onRequest);
    let landed = 0;
    for (let i = 1; i <= TRIES; i++) {
      const question = `${QUESTIONS[language]} #${i}`;
      await newButton.click();
      // No pause: typed and sent while the create may still be on its way.
      await input.fill(question);
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages', {
        timeout: 90_000,
      });
      await input.press('Enter');
      expect((await answered).ok()).toBe(true);
      // On screen: the question is in the conversation shown, which is the one this click created.
      await page.locator('[data-role="user"]').filter({ hasText: question }).waitFor();
      await page.locator('[data-role="assistant"]').first().waitFor();
      const active = await page
        .locator('[data-testid="conversation-list"] [aria-current="true"]')
        .first()
        .evaluate((el) => el.closest('[data-conversation-id]')?.getAttribute('data-conversation-id'));
      const shownQuestions = await page.locator('[data-role="user"]').allTextContents();
      if (active === created[i - 1] && asked[i - 1]?.conversationId === created[i - 1] && shownQuestions.length === 1) landed++;
    }
    page.off('request', onRequest);
    expect(landed).toBe(TRIES);

    // Server side: every conversation holds exactly its one question; none is left empty.
    const stored = await page.evaluate(async () => {
      const list = (await (await fetch('/api/conversations?limit=100')).json()) as Conversation[];
      return Promise.all(
        list.map(async (c) => ({
          id: c.id,
          messages: ((await (await fetch(`/api/conversations/${c.id}/messages`)).json()) as Message[])
            .filter((m) => m.role === 'user')
            .map((m) => m.content),
        })),
      );
    });
    expect(stored).toHaveLength(TRIES);
    for (const conversation of stored) expect(conversation.messages).toHaveLength(1);
    expect(new Set(stored.map((c) => c.messages[0]))).toHaveProperty('size', TRIES);
    expectNoCspViolations(context);
  });
});

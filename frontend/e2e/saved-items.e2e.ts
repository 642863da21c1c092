import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language, SavedItem, SendMessageResponse } from '@kb/contracts';
import { freshAccount, signInAs } from './support/accounts';
import { STRINGS } from './support/browser';
import { ask, QUESTIONS } from './support/chat';
import { expectNoCspViolations } from './support/csp';
import { openContext, withBrowser } from './support/journey';
import { followSystemTheme, shootAll } from './support/screens';

/**
 * Issue 48: Saved is real. A new user sees SPEC.md's empty state; an answer (or a question) saved
 * in the chat reaches Saved in another tab at once; it can be filtered, searched, opened at its
 * message, removed and put back with Undo, and outlives its conversation.
 */
for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = STRINGS[language];

  describe(`saved answers and questions (${language})`, () => {
    let context: BrowserContext;
    let chat: Page;
    let saved: Page;
    let answer: SendMessageResponse;
    const cards = (page: Page) => page.getByTestId('saved-list').locator('li[data-saved-id]');
    const saveButton = (page: Page, messageId: string) => page.locator(`[data-message-id="${messageId}"]`).getByTestId('save-message');

    withBrowser(async (browser) => {
      const account = await freshAccount(browser, 'agent', language === 'en' ? 'Khalid Al-Fadhli' : 'خالد الفضلي');
      context = await openContext(browser);
      await followSystemTheme(context);
      chat = await context.newPage();
      await signInAs(chat, account, language);
    });

    it('starts empty for a new user, with SPEC.md’s wording', async () => {
      saved = await context.newPage();
      await saved.goto('/saved');
      await saved.getByRole('heading', { name: t.saved.title, level: 1 }).waitFor();
      await saved.getByText(t.saved.empty, { exact: true }).waitFor();
      await shootAll(saved, 'saved-empty', language);
    });

    it('saves an answer and its question in the chat, and the other tab shows them at once, newest first', async () => {
      await chat.bringToFront();
      answer = await ask(chat, QUESTIONS[language], language);
      const button = saveButton(chat, answer.assistantMessage.id);
      expect(await button.getAttribute('aria-label')).toBe(t.saveAction.saveAnswer);
      await button.click();
      await chat.waitForFunction(
        (id) => document.querySelector(`[data-message-id="${id}"] [data-testid="save-message"]`)?.getAttribute('aria-pressed') === 'true',
        answer.assistantMessage.id,
      );
      // The Saved tab was not reloaded: the push brought the item.
      await cards(saved).first().waitFor({ timeout: 15_000 });
      const card = cards(saved).first();
      expect(await card.getAttribute('data-message-id')).toBe(answer.assistantMessage.id);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(QUESTIONS[language]);
      expect(text).toContain(answer.assistantMessage.sourceDocs[0].title);
      expect(text).toContain(t.saved.types.answer);

      await saveButton(chat, answer.userMessage.id).click();
      await saved.waitForFunction(() => document.querySelectorAll('[data-testid="saved-list"] li[data-saved-id]').length === 2, undefined, {
        timeout: 15_000,
      });
      expect(await cards(saved).first().getAttribute('data-message-id')).toBe(answer.userMessage.id);
      await saved.bringToFront();
      await shootAll(saved, 'saved-list', language);
    });

    it('filters by type and searches the saved text', async () => {
      await saved.getByRole('button', { name: new RegExp(`^${t.saved.filter}`) }).click();
      await saved.getByRole('menuitemradio', { name: t.saved.types.question }).click();
      await saved.waitForFunction(() => document.querySelectorAll('[data-testid="saved-list"] li[data-saved-id]').length === 1);
      expect(await cards(saved).first().getAttribute('data-message-id')).toBe(answer.userMessage.id);
      await saved.getByRole('button', { name: new RegExp(`^${t.saved.filter}`) }).click();
      await saved.getByRole('menuitemradio', { name: t.saved.all }).click();
      const search = saved.getByRole('searchbox', { name: t.saved.search });
      await search.fill(language === 'en' ? 'zebra crossing' : 'حمار وحشي');
      await saved.getByText(t.saved.noMatch, { exact: true }).waitFor();
      const word = answer.assistantMessage.content.split(/\s+/).find((w) => w.length > 6 && !QUESTIONS[language].includes(w))!;
      await search.fill(word);
      await saved.waitForFunction(() => document.querySelectorAll('[data-testid="saved-list"] li[data-saved-id]').length === 1);
      expect(await cards(saved).first().getAttribute('data-message-id')).toBe(answer.assistantMessage.id);
      await search.fill('');
      await saved.waitForFunction(() => document.querySelectorAll('[data-testid="saved-list"] li[data-saved-id]').length === 2);
    });

    it('opens a saved answer at its message in its conversation', async () => {
      await saved.locator(`li[data-message-id="${answer.assistantMessage.id}"]`).getByRole('button', { name: t.saved.open }).click();
      await saved.waitForURL((url) => url.pathname === `/c/${answer.conversationId}` && url.hash === `#m-${answer.assistantMessage.id}`);
      // In view, outlined as the message the link points at.
      await saved.waitForFunction((id) => {
        const el = document.querySelector(`[data-message-id="${id}"]`);
        const box = el?.getBoundingClientRect();
        return Boolean(box && box.height > 0 && box.top < innerHeight && box.bottom > 0);
      }, answer.assistantMessage.id);
      await shootAll(saved, 'chat-opened-at-saved-answer', language);
      await saved.goBack();
      await saved.getByTestId('saved-list').waitFor();
    });

    it('removes an item and puts it back in its place with Undo, in both tabs', async () => {
      const card = saved.locator(`li[data-message-id="${answer.assistantMessage.id}"]`);
      await card.getByRole('button', { name: t.saved.remove }).click();
      await card.waitFor({ state: 'detached' });
      await chat.waitForFunction(
        (id) => document.querySelector(`[data-message-id="${id}"] [data-testid="save-message"]`)?.getAttribute('aria-pressed') === 'false',
        answer.assistantMessage.id,
      );
      const undo = saved.getByTestId('action-toast');
      await undo.getByText(t.saved.removed).waitFor();
      await undo.getByRole('button', { name: t.saved.undo }).click();
      await card.waitFor();
      expect(await cards(saved).nth(1).getAttribute('data-message-id')).toBe(answer.assistantMessage.id);
      await chat.waitForFunction(
        (id) => document.querySelector(`[data-message-id="${id}"] [data-testid="save-message"]`)?.getAttribute('aria-pressed') === 'true',
        answer.assistantMessage.id,
      );
    });

    it('keeps the saved text once the conversation is deleted, and shows it', async () => {
      const status = await saved.evaluate(
        async (id) => (await fetch(`/api/conversations/${id}`, { method: 'DELETE' })).status,
        answer.conversationId,
      );
      expect(status).toBe(204);
      const card = saved.locator(`li[data-message-id="${answer.assistantMessage.id}"]`);
      await card.getByText(t.saved.conversationDeleted).waitFor({ timeout: 15_000 });
      await card.getByRole('button', { name: t.saved.read }).click();
      const copy = saved.getByTestId('saved-copy');
      await copy.waitFor();
      expect(await copy.textContent()).toContain(answer.assistantMessage.content.split('\n')[0]);
      expect(new URL(saved.url()).pathname).toBe('/saved');
      await shootAll(saved, 'saved-copy', language);
      await saved.keyboard.press('Escape');
      const items = await saved.evaluate(async () => (await (await fetch('/api/saved')).json()) as SavedItem[]);
      expect(items.map((i) => i.conversationAvailable)).toEqual([false, false]);
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

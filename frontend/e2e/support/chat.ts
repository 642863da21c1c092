import type { Page } from 'playwright-core';
import type { Language, SendMessageRequest, SendMessageResponse } from '@kb/contracts';
import { STRINGS } from './browser';

/** Questions the seeded knowledge base answers with a Source line (see the brief / seed documents). */
export const QUESTIONS: Record<Language, string> = {
  en: 'How many days of annual leave do I get?',
  ar: 'كم عدد أيام الإجازة السنوية؟',
};

/** Types a question, sends it with Enter and returns the server's answer once the reply is on screen. */
export async function ask(page: Page, question: string, language: Language): Promise<SendMessageResponse> {
  const t = STRINGS[language];
  const input = page.getByRole('textbox', { name: t.chat.inputLabel });
  await input.fill(question);
  const responsePromise = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages', {
    timeout: 90_000,
  });
  await input.press('Enter');
  const response = await responsePromise;
  if (!response.ok()) throw new Error(`POST /api/messages answered ${response.status()}: ${await response.text()}`);
  const body = (await response.json()) as SendMessageResponse;
  // The client names its question (issue 12): the server keeps that id.
  const sent = response.request().postDataJSON() as SendMessageRequest;
  if (body.userMessage.id !== sent.id) throw new Error(`The question was sent as ${sent.id} but stored as ${body.userMessage.id}`);
  await page.locator(`[data-message-id="${body.assistantMessage.id}"]`).waitFor({ timeout: 30_000 });
  return body;
}

/** The sidebar row of a conversation. */
export function conversationRow(page: Page, id: string) {
  return page.locator(`[data-testid="conversation-list"] [data-conversation-id="${id}"]`);
}

export async function openConversationActions(page: Page, id: string, title: string, language: Language) {
  const t = STRINGS[language];
  const name = t.conversation.actionsFor.replace('{{title}}', title);
  await conversationRow(page, id).getByRole('button', { name }).click();
}

/**
 * Deletes every conversation of the signed-in account (through the API, in the page's session) and
 * opens the chat at `/` (the address of a deleted conversation shows "not available", issue 48), so a journey that counts on a fresh account is not disturbed by what other journeys
 * sharing the app did with the same seeded account.
 */
export async function clearConversations(page: Page) {
  await page.evaluate(async () => {
    for (;;) {
      const res = await fetch('/api/conversations?limit=100');
      const list = (await res.json()) as { id: string }[];
      if (list.length === 0) return;
      for (const c of list) await fetch(`/api/conversations/${c.id}`, { method: 'DELETE' });
    }
  });
  await page.goto(new URL('/', page.url()).href);
}

import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, type AnsweringResponse, type Language, type SendMessageResponse } from '@kb/contracts';
import { fill, launchBrowser, newContext, signIn, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { ask, clearConversations, QUESTIONS } from './support/chat';
import { screenshot, TAKE_SCREENSHOTS } from './support/screens';
import { appURL } from './support/journey';

// Issue 31, the chat half: every control of the chat screen does what it says, in English and Arabic.
const SCREENS = process.env.SCREENS_DIR ?? '/work/screens/31a';
const ACCOUNTS: Record<Language, [string, string]> = { en: ['agent', 'agent123'], ar: ['auditor', 'auditor123'] };

/** A fact only the attached file holds, and the question that asks for it. */
const ATTACHMENT: Record<Language, { name: string; text: string; question: string; fact: string }> = {
  en: {
    name: 'zephyr-lounge.txt',
    text: 'Zephyr lounge access.\nThe Zephyr lounge door code is 4417 on weekdays.\n',
    question: 'What is the Zephyr lounge door code?',
    fact: '4417',
  },
  ar: {
    name: 'صالة-زفير.txt',
    text: 'الدخول إلى صالة زفير.\nرمز باب صالة زفير هو 5528 في أيام العمل.\n',
    question: 'ما هو رمز باب صالة زفير؟',
    fact: '5528',
  },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The screen as it is now, at 1440 and 390 px, light and dark (the theme follows the system colour scheme here). */
async function shoot(page: Page, name: string, language: Language, before390?: () => Promise<void>) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    if (width === 390 && before390) await before390();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      if (!TAKE_SCREENSHOTS) continue;
      await page.waitForTimeout(150);
      await screenshot(page, join(SCREENS, `${name}-${language}-${width}-${scheme}.png`));
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

async function dismissToasts(page: Page, language: Language) {
  for (const close of await page.locator('[data-variant]').getByRole('button', { name: STRINGS[language].common.close }).all())
    await close.click().catch(() => undefined);
}

describe.each(['en', 'ar'] as const)('chat controls (%s)', (language) => {
  const t = STRINGS[language];
  let context: BrowserContext;
  let page: Page;
  let first: SendMessageResponse;

  beforeAll(async () => {
    context = await newContext(browser, appURL());
    await context.addInitScript(([key]) => localStorage.setItem(key, 'system'), [THEME_STORAGE_KEY] as const);
    page = await context.newPage();
    await signIn(page, ...ACCOUNTS[language], language);
    await clearConversations(page);
    await page.getByTestId('welcome-card').waitFor();
    await dismissToasts(page, language);
  });
  afterAll(async () => {
    await context?.close();
  });

  const input = () => page.getByRole('textbox', { name: t.chat.inputLabel });

  it('footer says how answers are made now, and the details panel shows only what the conversation has', async () => {
    const answering = (await (await page.request.get('/api/answering')).json()) as AnsweringResponse;
    const footer = page.getByTestId('answering-mode');
    await expect
      .poll(() => footer.textContent())
      .toBe(answering.mode === 'model' ? t.chatTools.answeringModel : t.chatTools.answeringExtractive);
    first = await ask(page, QUESTIONS[language], language);
    const details = page.getByTestId('conversation-details');
    await details.waitFor();
    // The placeholders are gone; the categories are those of the cited documents.
    expect(await details.getByText(t.details.relatedTopics).count()).toBe(0);
    expect(await details.getByText(t.details.resourceTitle).count()).toBe(0);
    const tags = await details.getByTestId('details-categories').locator('span').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    expect(await details.getByTestId('details-language').textContent()).toBe(t.chatTools.languageName[language]);
    await dismissToasts(page, language);
    await shoot(page, 'chat-details', language);
  });

  it('Format: the toolbar and shortcuts write Markdown, and the message shows it formatted, never as HTML', async () => {
    await page.getByRole('button', { name: t.chat.format, exact: true }).click();
    const bar = page.getByRole('toolbar', { name: t.chatTools.formatBar });
    await bar.waitFor();
    const word = language === 'ar' ? 'الإجازة' : 'leave';
    await input().fill(`${word} <b>x</b>`);
    await input().evaluate((el: HTMLTextAreaElement, n) => el.setSelectionRange(0, n), word.length);
    await bar.getByRole('button', { name: t.chatTools.bold }).click();
    await expect.poll(() => input().inputValue()).toBe(`**${word}** <b>x</b>`);
    await input().press('End');
    await input().press('Shift+Enter');
    await input().pressSequentially('policy');
    await input().press('Shift+Home');
    await input().press('ControlOrMeta+e');
    await expect.poll(() => input().inputValue()).toBe(`**${word}** <b>x</b>\n\`policy\``);
    await shoot(page, 'composer-format', language);
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages');
    await input().press('Enter');
    const body = (await (await sent).json()) as SendMessageResponse;
    const question = page.locator(`[data-message-id="${body.userMessage.id}"]`);
    await question.waitFor();
    expect(await question.locator('strong').textContent()).toBe(word);
    expect(await question.locator('code').textContent()).toBe('policy');
    expect(await question.locator('b').count()).toBe(0);
    expect(await question.textContent()).toContain('<b>x</b>');
    await page.locator(`[data-message-id="${body.assistantMessage.id}"]`).waitFor();
  });

  it('Emoji: the picker loads on demand, in the page language, and inserts the emoji at the cursor', async () => {
    await input().fill('Hi ');
    const before = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.includes('emoji-picker')).length,
    );
    expect(before).toBe(0);
    await page.getByRole('button', { name: t.chat.emoji, exact: true }).click();
    const picker = page.getByTestId('emoji-picker');
    const search = picker.locator('emoji-picker input[type="search"]');
    await search.waitFor();
    expect(await search.getAttribute('placeholder')).toBe(language === 'ar' ? 'بحث' : 'Search');
    await picker.locator('emoji-picker [role="menuitem"]').first().waitFor();
    // Opened afresh at 390 px, as a phone user would (the picker lays out its grid when it opens).
    await shoot(page, 'composer-emoji', language, async () => {
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: t.chat.emoji, exact: true }).click();
      await picker.locator('emoji-picker [role="menuitem"]').first().waitFor();
      await page.waitForTimeout(300);
    });
    // Searched by name in the page language: "heart", and in Arabic CLDR's "قلب".
    await search.fill(language === 'ar' ? 'قلب' : 'heart');
    const found = picker.locator('emoji-picker #search-results [role="option"]');
    await found.first().waitFor();
    expect(await found.count()).toBeGreaterThan(0);
    expect(await found.evaluateAll((options) => options.map((o) => o.textContent ?? ''))).toContain('❤️');
    await found.first().click();
    await picker.waitFor({ state: 'detached' });
    const value = await input().inputValue();
    expect(value.startsWith('Hi ')).toBe(true);
    expect(value.length).toBeGreaterThan(3);
    expect(/\p{Extended_Pictographic}/u.test(value)).toBe(true);
    await input().fill('');
  });

  it('Attach: the question is answered from the file and the message shows it; the file is not a knowledge file until saved as one', async () => {
    const file = ATTACHMENT[language];
    await page.getByTestId('attach-input').setInputFiles({ name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) });
    const chip = page.getByTestId('composer-attachment');
    await page.locator('[data-testid="composer-attachment"][data-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await chip.textContent()).toContain(fill(t.chatTools.attached, { name: file.name }, language));
    await input().fill(file.question);
    await shoot(page, 'composer-attachment', language);
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages');
    await input().press('Enter');
    const response = await sent;
    expect(response.request().postDataJSON()).toHaveProperty('attachmentFileId');
    const body = (await response.json()) as SendMessageResponse;
    expect(body.userMessage.attachment?.filename).toBe(file.name);
    expect(body.assistantMessage.content).toContain(file.fact);
    const question = page.locator(`[data-message-id="${body.userMessage.id}"]`);
    expect(await question.getByTestId('message-attachment').textContent()).toContain(file.name);
    const reply = page.locator(`[data-message-id="${body.assistantMessage.id}"]`);
    await reply.getByText(file.fact, { exact: false }).first().waitFor();
    // The file it was answered from is named as a live source, not as a missing library document.
    expect(await reply.getByTestId('message-source').textContent()).toContain(file.name);
    expect(await reply.locator('[data-source-gone]').count()).toBe(0);
    expect(await page.getByTestId('details-sources').textContent()).toContain(t.chatTools.knowledgeFile);
    await chip.waitFor({ state: 'detached' });
    // Not one of the user's knowledge files (issue 47) until saved as one from the message.
    const files = (await (await page.request.get('/api/knowledge-files')).json()) as Array<{ originalFilename: string }>;
    expect(files.map((f) => f.originalFilename)).not.toContain(file.name);
    await dismissToasts(page, language);
    await shoot(page, 'chat-attachment', language);
  });

  it('Search: finds the user’s own conversations by message text, highlighted, and opens one; says when nothing matches', async () => {
    // A second conversation, so the search has something to leave out.
    await page.getByRole('main').getByRole('button', { name: t.chat.newConversation, exact: true }).click();
    await ask(page, language === 'ar' ? 'كيف أعيد تعيين كلمة المرور؟' : 'How do I reset my network password?', language);
    const box = page.getByRole('searchbox', { name: t.sidebar.search });
    const word = language === 'ar' ? 'زفير' : 'zephyr';
    await box.fill(word);
    const results = page.getByTestId('conversation-search-results');
    const hit = results.locator(`[data-conversation-id="${first.conversationId}"]`);
    await hit.waitFor();
    expect(await results.locator('li').count()).toBe(1);
    expect((await hit.locator('mark').first().textContent())?.toLowerCase()).toContain(word);
    await shoot(page, 'sidebar-search', language, async () => {
      await page.getByRole('button', { name: t.header.openSidebar }).click();
    });
    // The narrow layout's drawer holds its own sidebar: search again in the wide one.
    await box.fill('');
    await box.fill(word);
    await hit.getByRole('button').click();
    await page
      .locator(`[data-testid="conversation-list"] [data-conversation-id="${first.conversationId}"] [aria-current="true"]`)
      .waitFor();
    await page.locator(`[data-message-id="${first.userMessage.id}"]`).waitFor();
    await box.fill('qqzzxx');
    await waitForEmpty(page, fill(t.chatTools.searchEmpty, { query: 'qqzzxx' }, language));
    await shoot(page, 'sidebar-search-empty', language);
    await box.fill('');
    await page.getByTestId('conversation-list').waitFor();
  });

  it('Library: reachable from the sidebar and from Quick Actions', async () => {
    await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.chatTools.library, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/library');
    await page.goto('/');
    await page.getByRole('button', { name: t.quickActions.open }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: t.chatTools.library, exact: true });
    await link.waitFor();
    await shoot(page, 'quick-actions-library', language);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/library');
    await page.goto('/');
  });

  it('Notifications: a published document reaches the bell live, with an unread count; marking read is this user’s', async () => {
    const admin = await newContext(browser, appURL());
    const adminPage = await admin.newPage();
    // The admin's tab loads its notifications before its socket is up (a slow network, a busy
    // server): the document is published in between, and must still reach that bell once it connects.
    let releaseSocket!: () => void;
    const socketHeld = new Promise<void>((resolve) => (releaseSocket = resolve));
    await adminPage.route('**/socket.io/**', async (route) => {
      await socketHeld;
      await route.continue();
    });
    const adminLoaded = adminPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications');
    await signIn(adminPage, 'admin', 'admin123', language);
    await adminLoaded;
    const title = language === 'ar' ? `تحديث سياسة التنقل ${Date.now()}` : `Roaming policy update ${Date.now()}`;
    const button = page.getByTestId('notifications-button');
    const created = await adminPage.evaluate(async (docTitle) => {
      const res = await fetch('/api/documents', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: docTitle, content: 'Roaming is billed per day.', category: 'product_info' }),
      });
      return res.status;
    }, title);
    expect(created).toBe(201);
    // Live: no reload.
    await page.getByTestId('notifications-count').waitFor();
    releaseSocket();
    await button.click();
    const panel = page.getByTestId('notifications-panel');
    await panel.getByText(fill(t.chatTools.notificationPublished, { title }, language)).waitFor();
    await shoot(page, 'notifications', language);
    const marked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/read');
    await panel.getByRole('button', { name: t.chatTools.notificationsMarkRead }).click();
    expect((await marked).status()).toBe(204);
    await page.getByTestId('notifications-count').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    // The admin has not read them: their count stays.
    await adminPage.getByTestId('notifications-count').waitFor();
    await admin.close();
  });

  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});

async function waitForEmpty(page: Page, text: string) {
  await page.getByTestId('conversation-search-results').getByText(text).waitFor();
}

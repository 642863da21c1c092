import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language, SendMessageResponse } from '@kb/contracts';
import { freshAccount, signInAs, type FreshAccount } from './support/accounts';
import { STRINGS } from './support/browser';
import { ask, conversationRow } from './support/chat';
import { expectNoCspViolations } from './support/csp';
import { ACCOUNTS, openContext, withBrowser } from './support/journey';
import { followSystemTheme, SCREENS_DIR, screenshot, shootAll } from './support/screens';

/**
 * Issue 48: a conversation has an address (`/c/:id`) that a reload, Back and a pasted link open;
 * someone else's shows "not available" (the server says 404); a source opens beside the chat with
 * its quoted passage marked; Quick Actions knows the open conversation.
 */
const path = (page: Page) => new URL(page.url()).pathname;

/** A document of this journey's own, edited after it was quoted. */
const DOC = {
  en: {
    title: 'Staff Falconry Club Membership',
    before: 'Membership of the staff falconry club costs 35 KWD a year.\nMembers meet every Thursday at the desert camp.',
    after: 'Membership of the staff falconry club costs 40 KWD a year.\nMembers meet every Thursday at the desert camp.',
    question: 'How much does the staff falconry club membership cost?',
    quoted: '35 KWD',
  },
  ar: {
    title: 'عضوية نادي الصقارة للموظفين',
    before: 'تكلف عضوية نادي الصقارة للموظفين 35 ديناراً في السنة.\nيلتقي الأعضاء كل خميس في المخيم الصحراوي.',
    after: 'تكلف عضوية نادي الصقارة للموظفين 40 ديناراً في السنة.\nيلتقي الأعضاء كل خميس في المخيم الصحراوي.',
    question: 'كم تكلف عضوية نادي الصقارة للموظفين؟',
    quoted: '35 ديناراً',
  },
} as const;

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = STRINGS[language];

  describe(`conversations with addresses, sources beside the chat (${language})`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let owner: FreshAccount;
    let first: SendMessageResponse;
    let second: SendMessageResponse;

    withBrowser(async (b) => {
      browser = b;
      owner = await freshAccount(browser, 'agent', language === 'en' ? 'Yousef Al-Enezi' : 'يوسف العنزي');
      context = await openContext(browser);
      await followSystemTheme(context);
      page = await context.newPage();
      await signInAs(page, owner, language);
    });

    it('moves the address with the conversation: a reload and a pasted link open it, Back returns to the previous one', async () => {
      first = await ask(page, language === 'en' ? 'How many days of annual leave do I get?' : 'كم عدد أيام الإجازة السنوية؟', language);
      await page.waitForURL((url) => url.pathname === `/c/${first.conversationId}`);
      await page.getByRole('region', { name: t.chat.title }).getByRole('button', { name: t.chat.newConversation, exact: true }).click();
      second = await ask(page, language === 'en' ? 'What is the VPN?' : 'ما هي الشبكة الافتراضية الخاصة؟', language);
      expect(second.conversationId).not.toBe(first.conversationId);
      await page.waitForURL((url) => url.pathname === `/c/${second.conversationId}`);

      // Back: the previous conversation, its messages and its row marked current.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/c/${first.conversationId}`);
      await page.locator(`[data-message-id="${first.assistantMessage.id}"]`).waitFor();
      await conversationRow(page, first.conversationId).locator('[aria-current="true"]').waitFor();
      await page.goForward();
      await page.locator(`[data-message-id="${second.assistantMessage.id}"]`).waitFor();

      // A reload keeps it; picking one in the sidebar moves the address.
      await page.reload();
      await page.locator(`[data-message-id="${second.assistantMessage.id}"]`).waitFor();
      expect(path(page)).toBe(`/c/${second.conversationId}`);
      await conversationRow(page, first.conversationId).getByRole('button').first().click();
      await page.waitForURL((url) => url.pathname === `/c/${first.conversationId}`);

      // A link pasted in another tab of the same user opens that conversation.
      const other = await context.newPage();
      await other.goto(`/c/${second.conversationId}`);
      await other.locator(`[data-message-id="${second.assistantMessage.id}"]`).waitFor();
      expect(await other.locator(`[data-message-id="${first.assistantMessage.id}"]`).count()).toBe(0);
      await other.close();

      // SPEC.md's `/` still works: it opens the latest conversation, under its address.
      await page.goto('/');
      await page.waitForURL((url) => url.pathname.startsWith('/c/'));
      await page.locator('[data-message-id]').first().waitFor();
    });

    it("shows someone else's conversation as not available, the server answering 404, with a way back", async () => {
      const stranger = await freshAccount(browser, 'agent', language === 'en' ? 'Mariam Al-Hajri' : 'مريم الهاجري');
      const theirs = await openContext(browser);
      await followSystemTheme(theirs);
      try {
        const tab = await theirs.newPage();
        await signInAs(tab, stranger, language);
        const api = tab.waitForResponse((r) => new URL(r.url()).pathname === `/api/conversations/${first.conversationId}`);
        await tab.goto(`/c/${first.conversationId}`);
        expect((await api).status()).toBe(404);
        const messages = await tab.evaluate(async (id) => (await fetch(`/api/conversations/${id}/messages`)).status, first.conversationId);
        expect(messages).toBe(404);
        await tab.getByRole('heading', { name: t.address.unavailableTitle }).waitFor();
        expect(await tab.locator(`[data-message-id="${first.assistantMessage.id}"]`).count()).toBe(0);
        expect(await tab.getByRole('textbox', { name: t.chat.inputLabel }).count()).toBe(0);
        await shootAll(tab, 'conversation-unavailable', language);
        await tab.getByRole('button', { name: t.address.backToConversations }).click();
        await tab.getByTestId('welcome-card').waitFor();
        await tab.waitForURL((url) => url.pathname === '/');
      } finally {
        await theirs.close();
      }
    });

    it('opens a source beside the chat with the quoted passage marked, the address unchanged, and closing keeps the place', async () => {
      await page.goto(`/c/${first.conversationId}`);
      const answer = page.locator(`[data-message-id="${first.assistantMessage.id}"]`);
      const cited = first.assistantMessage.sourceDocs[0];
      const opener = answer.getByRole('button', { name: cited.title });
      await opener.click();
      const panel = page.getByTestId('source-panel');
      await panel.getByTestId('source-text').waitFor();
      const marked = await panel.locator('mark').allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      // What is marked is what the answer said, word for word.
      const reply = first.assistantMessage.content;
      for (const passage of marked) expect(reply.replace(/\s+/g, ' ')).toContain(passage.replace(/\s+/g, ' ').slice(0, 40));
      expect(path(page)).toBe(`/c/${first.conversationId}`);
      // The first mark is scrolled into the panel's view.
      const inView = await panel
        .locator('mark')
        .first()
        .evaluate((mark) => {
          const box = mark.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight;
        });
      expect(inView).toBe(true);
      await shootAll(page, 'source-panel', language);
      const scrolled = await page.getByTestId('message-list').evaluate((list) => list.parentElement!.scrollTop);
      await panel.getByRole('button', { name: t.sourcePanel.close }).click();
      await panel.waitFor({ state: 'detached' });
      await page.waitForFunction((id) => document.activeElement?.getAttribute('data-source-open') === id, cited.id);
      expect(await page.getByTestId('message-list').evaluate((list) => list.parentElement!.scrollTop)).toBe(scrolled);
      expect(path(page)).toBe(`/c/${first.conversationId}`);

      // On a phone it is a sheet; Escape closes it and the focus is back on the answer.
      await page.setViewportSize({ width: 390, height: 844 });
      await opener.click();
      await page.getByRole('dialog').getByTestId('source-text').waitFor();
      expect(await page.getByRole('dialog').locator('mark').count()).toBeGreaterThan(0);
      await screenshot(page, `${SCREENS_DIR}/source-sheet-${language}-390.png`);
      await page.keyboard.press('Escape');
      await page.waitForFunction((id) => document.activeElement?.getAttribute('data-source-open') === id, cited.id);
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    it('shows the version an answer quoted once the document changed, says so, and links the current one', async () => {
      const doc = DOC[language];
      const admin = await openContext(browser);
      let id: string | undefined;
      try {
        const adminPage = await admin.newPage();
        await admin.request.post('/api/auth/login', { data: { username: 'admin', password: ACCOUNTS.admin } });
        const created = await admin.request.post('/api/documents', {
          data: { title: doc.title, content: doc.before, category: 'hr_policies' },
        });
        id = ((await created.json()) as { id: string }).id;
        await page.getByRole('region', { name: t.chat.title }).getByRole('button', { name: t.chat.newConversation, exact: true }).click();
        const reply = await ask(page, doc.question, language);
        expect(reply.assistantMessage.sourceDocs.map((d) => d.id)).toContain(id);
        expect((await admin.request.patch(`/api/documents/${id}`, { data: { content: doc.after } })).ok()).toBe(true);
        await adminPage.close();

        await page.locator(`[data-message-id="${reply.assistantMessage.id}"]`).getByRole('button', { name: doc.title }).click();
        const panel = page.getByTestId('source-panel');
        await panel.getByTestId('source-note').getByText(t.sourcePanel.changed).waitFor();
        expect(await panel.getByTestId('source-text').textContent()).toBe(doc.before);
        expect((await panel.locator('mark').allTextContents()).join(' ')).toContain(doc.quoted);
        expect(await panel.getByRole('link', { name: t.sourcePanel.openCurrent }).getAttribute('href')).toBe(`/library?doc=${id}`);
        await shootAll(page, 'source-panel-changed', language);
        await panel.getByRole('button', { name: t.sourcePanel.close }).click();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === `/c/${first.conversationId}`);
      } finally {
        // Journeys after this one share the app: a staff club document would make their "is there a … club?" answerable.
        if (id) await admin.request.delete(`/api/documents/${id}`);
        await admin.close();
      }
    });

    it('gives Quick Actions the open conversation: its title, messages and date, with its actions', async () => {
      await page.getByRole('button', { name: t.quickActions.open }).click();
      const drawer = page.getByTestId('quick-actions');
      const block = drawer.getByTestId('quick-actions-conversation');
      await block.waitFor();
      const text = (await block.textContent()) ?? '';
      expect(text).toContain(language === 'en' ? 'How many days of annual leave do I get?' : 'كم عدد أيام الإجازة السنوية؟');
      expect(text).toContain(language === 'en' ? '2 messages' : 'رسالتان');
      expect(await drawer.getByText(t.quickActions.emptyTitle).count()).toBe(0);
      const actions = drawer.getByTestId('conversation-actions');
      for (const name of [
        t.conversation.rename,
        t.conversationActions.copyLink,
        t.conversationActions.saveLastAnswer,
        t.conversationActions.export,
        t.conversation.delete,
      ]) {
        await actions.getByRole('button', { name }).waitFor();
      }
      await shootAll(page, 'quick-actions-conversation', language);

      // Export: the conversation as text, question and answer in it.
      const download = page.waitForEvent('download');
      await actions.getByRole('button', { name: t.conversationActions.export }).click();
      const file = await download;
      const exported = await new Promise<string>((resolve, reject) => {
        void file.createReadStream().then((stream) => {
          let text = '';
          stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          stream.on('end', () => resolve(text));
          stream.on('error', reject);
        });
      });
      expect(exported).toContain(first.userMessage.content);
      expect(exported).toContain(first.assistantMessage.content.split('\n')[0]);

      // Copy link: the conversation's own address.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await actions.getByRole('button', { name: t.conversationActions.copyLink }).click();
      await page.getByTestId('toast').getByText(t.conversationActions.linkCopied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/c/${first.conversationId}`, page.url()).href);

      // Rename from the drawer: the sidebar and the drawer follow.
      await actions.getByRole('button', { name: t.conversation.rename }).click();
      const dialog = page.getByRole('dialog', { name: t.conversation.renameTitle });
      await dialog.getByLabel(t.conversation.titleLabel).fill(language === 'en' ? 'Leave days' : 'أيام الإجازة');
      await dialog.getByRole('button', { name: t.conversation.save }).click();
      await block.getByText(language === 'en' ? 'Leave days' : 'أيام الإجازة').waitFor();
      await conversationRow(page, first.conversationId)
        .getByText(language === 'en' ? 'Leave days' : 'أيام الإجازة')
        .waitFor();
      // The focus is back where it was, in the drawer.
      await page.waitForFunction((name) => document.activeElement?.textContent === name, t.conversation.rename);
      await drawer.getByRole('button', { name: t.quickActions.close }).click();
      await drawer.waitFor({ state: 'detached' });
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

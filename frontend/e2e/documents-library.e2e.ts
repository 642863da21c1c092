import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DocumentListResponse, Language } from '@kb/contracts';
import { fill, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { ask, QUESTIONS } from './support/chat';
import { openSession, withBrowser } from './support/journey';

/** The document list answer behind the next screen update that matches `pathname` + query. */
function listResponse(page: Page) {
  return page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/documents');
}

const rows = (page: Page) => page.locator('[data-testid="document-results"] tbody tr');

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = STRINGS[language];

  describe(`library, saved and training as an agent (${language})`, () => {
    let context: BrowserContext;
    let page: Page;

    withBrowser(async (browser) => {
      ({ context, page } = await openSession(browser, 'agent', language));
    });

    it('lists active documents only, ten to a page, with the page text', async () => {
      const first = listResponse(page);
      await page.goto('/library');
      const body = (await (await first).json()) as DocumentListResponse;
      await page.getByRole('heading', { name: t.library.title }).waitFor();
      await rows(page).first().waitFor();
      expect(await rows(page).count()).toBe(10);
      // The seed holds drafts and archived documents; an agent never sees them.
      expect(await page.locator('[data-status]:not([data-status="active"])').count()).toBe(0);
      expect(body.documents.every((d) => d.status === 'active')).toBe(true);
      // Agents get no status filter: there is nothing else for them to choose.
      expect(await page.getByRole('combobox', { name: t.documents.status }).count()).toBe(0);
      const pages = Math.ceil(body.total / body.limit);
      await page.getByText(fill(t.documents.pageOf, { page: 1, pages }, language)).waitFor();
    });

    it('pages forward with the page in the URL, and Back returns', async () => {
      const firstTitle = await rows(page).first().locator('button').textContent();
      await page.getByRole('button', { name: t.documents.next }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByText(fill(t.documents.pageOf, { page: 2 }, language).split('{{pages')[0]).waitFor();
      await page.waitForFunction(
        (title) => document.querySelector('[data-testid="document-results"] tbody tr button')?.textContent !== title,
        firstTitle,
      );
      await page.goBack();
      await page.waitForFunction(
        (title) => document.querySelector('[data-testid="document-results"] tbody tr button')?.textContent === title,
        firstTitle,
      );
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    });

    it('searches and filters by category through the URL; a shared link restores the view; reset clears it', async () => {
      const word = language === 'en' ? 'roaming' : 'التجوال';
      await page.getByRole('searchbox', { name: t.documents.search }).fill(word);
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      await page.waitForFunction((w) => {
        const titles = [...document.querySelectorAll('[data-testid="document-results"] tbody tr button')].map((b) => b.textContent ?? '');
        return titles.length > 0 && titles.length < 10 && titles.some((x) => x.toLowerCase().includes(w));
      }, word);
      await page.getByRole('combobox', { name: t.documents.category }).selectOption('product_info');
      await page.waitForURL((url) => url.searchParams.get('category') === 'product_info');
      const filtered = page.url();
      // Every row shown is in that category.
      await page.waitForFunction(
        (label) => {
          const cells = [...document.querySelectorAll('[data-testid="document-results"] tbody tr td:nth-child(2)')];
          return cells.length > 0 && cells.every((td) => td.textContent === label);
        },
        language === 'en' ? 'Product Information' : 'معلومات المنتجات',
      );

      // A link opened afresh shows the same filters and rows.
      const other = await context.newPage();
      await other.goto(filtered);
      await rows(other).first().waitFor();
      expect(await other.getByRole('searchbox', { name: t.documents.search }).inputValue()).toBe(word);
      expect(await rows(other).count()).toBe(await rows(page).count());
      await other.close();

      await page.getByRole('button', { name: t.documents.resetFilters }).click();
      await page.waitForURL((url) => !url.search);
      await expect.poll(() => page.getByRole('searchbox', { name: t.documents.search }).inputValue()).toBe('');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="document-results"] tbody tr').length === 10);
    });

    it('says so when nothing matches', async () => {
      await page.getByRole('searchbox', { name: t.documents.search }).fill('zzqxnothingmatches');
      await page.getByText(t.documents.empty).waitFor();
      await page.getByRole('button', { name: t.documents.resetFilters }).click();
      await rows(page).first().waitFor();
    });

    it('opens a document to read it, in a dialog that returns focus; the URL names it', async () => {
      const opener = rows(page).first().locator('button');
      const title = (await opener.textContent()) ?? '';
      await opener.click();
      const reader = page.getByRole('dialog', { name: title });
      await reader.waitFor();
      await page.waitForURL((url) => Boolean(url.searchParams.get('doc')));
      // The reader shows the document's own text (whichever document is first: other journeys add short ones).
      const shown = (await reader.getByTestId('document-content').textContent()) ?? '';
      const id = new URL(page.url()).searchParams.get('doc');
      const content = await page.evaluate(
        async (docId) => ((await (await fetch(`/api/documents/${docId}`)).json()) as { content: string }).content,
        id,
      );
      const words = content.match(/[\p{L}\p{N}]{3,}/gu) ?? [];
      expect(words.length).toBeGreaterThan(0);
      for (const word of words.slice(0, 5)) expect(shown).toContain(word);
      expect(await reader.textContent()).toContain(t.library.lastUpdated.split('{{date}}')[0].trim());
      await page.keyboard.press('Escape');
      await reader.waitFor({ state: 'detached' });
      await page.waitForFunction((text) => document.activeElement?.textContent === text, title);
      expect(new URL(page.url()).searchParams.get('doc')).toBeNull();
    });

    it("opens the source a chat answer cites beside the chat, the address staying the conversation's", async () => {
      await page.goto('/');
      await page.getByRole('heading', { name: t.chat.title }).waitFor();
      const answer = await ask(page, QUESTIONS[language], language);
      const cited = answer.assistantMessage.sourceDocs[0];
      expect(cited).toBeDefined();
      await page.waitForURL((url) => url.pathname === `/c/${answer.conversationId}`);
      await page.locator(`[data-message-id="${answer.assistantMessage.id}"]`).getByRole('button', { name: cited.title }).click();
      const panel = page.getByTestId('source-panel');
      await panel.getByTestId('source-text').waitFor();
      expect(await panel.locator('mark').count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe(`/c/${answer.conversationId}`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      // The chat journey signs in as this agent too and expects an empty conversation list.
      const status = await page.evaluate(
        async (id) => (await fetch(`/api/conversations/${id}`, { method: 'DELETE' })).status,
        answer.conversationId,
      );
      expect(status).toBeLessThan(300);
    });

    it('shows Saved empty for an agent who saved nothing, with its filter by type', async () => {
      await page.goto('/saved');
      await page.getByRole('heading', { name: t.saved.title, level: 1 }).waitFor();
      await page.getByText(t.saved.empty, { exact: true }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${t.saved.filter}`) }).click();
      await page.getByRole('menuitemradio', { name: t.saved.types.answer }).click();
      await page.getByText(t.saved.noMatch, { exact: true }).waitFor();
    });

    it('shows the training courses with labels by completion, and the other tabs', async () => {
      await page.goto('/training');
      await page.getByRole('heading', { name: t.training.title, level: 1 }).waitFor();
      const label = async (course: string) => page.locator(`[data-course="${course}"] .foot a`).textContent();
      expect(await label('service')).toBe(t.training.review);
      // Each course button asks HR for that course by e-mail (no dead button).
      const request = decodeURIComponent((await page.locator('[data-course="security"] .foot a').getAttribute('href')) ?? '');
      expect(request).toBe(`mailto:hr-support@gulfnet.example?subject=${t.training.start}: ${t.training.courseList.security.title}`);
      expect(await label('products')).toBe(t.training.continue);
      expect(await label('security')).toBe(t.training.start);
      expect(await page.locator('[data-course="security"]').textContent()).toContain(t.training.notStarted);
      await page.getByRole('tab', { name: t.training.onboarding }).click();
      await page.getByText(t.training.onboardingText).waitFor();
      await page.getByRole('tab', { name: t.training.certifications }).click();
      await page.getByText(t.training.certificationsText).waitFor();
      await page.getByRole('link', { name: t.training.contactHr }).waitFor();
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

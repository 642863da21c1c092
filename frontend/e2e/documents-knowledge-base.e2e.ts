import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { KnowledgeDocument, Language } from '@kb/contracts';
import { fill, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { openContext, openSession, signedInPage, withBrowser } from './support/journey';

/** The knowledge base speaks Arabic whatever the UI language (SPEC.md section 2). */
const ar = STRINGS.ar;
const rows = (page: Page) => page.locator('[data-testid="document-results"] tbody tr');

describe('knowledge base: an agent is turned away', () => {
  let context: BrowserContext;

  withBrowser(async (browser) => {
    context = await openContext(browser);
  });

  it('redirects an agent to / with the Arabic denied toast, even with English chosen', async () => {
    const page = await signedInPage(context, 'agent', 'en');
    await page.goto('/knowledge-base');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForText(page, 'li', ar.access.deniedText);
    expect(await page.locator('li[data-variant="destructive"]').textContent()).toContain(ar.access.deniedTitle);
  });

  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const word = `kb${language}${Date.now().toString(36)}`;

  describe(`knowledge base as an admin, UI in ${language}`, () => {
    let context: BrowserContext;
    let page: Page;
    let doc: KnowledgeDocument;

    withBrowser(async (browser) => {
      ({ context, page } = await openSession(browser, 'admin', language));
      await page.goto('/knowledge-base');
      await page.getByRole('heading', { name: ar.knowledgeBase.title }).waitFor();
    });

    it('is in Arabic, right to left, with active documents, ar-KW dates and the "showing X to Y of total" pager', async () => {
      expect(await page.locator('[lang="ar"][dir="rtl"]').first().isVisible()).toBe(true);
      await rows(page).first().waitFor();
      expect(await page.locator('[data-status]:not([data-status="active"])').count()).toBe(0);
      // ar-KW writes Arabic-Indic digits.
      expect(await rows(page).first().locator('time').textContent()).toMatch(/[\u0660-\u0669]/);
      const total = Number(await page.getByTestId('document-results').getAttribute('data-total'));
      expect(total).toBeGreaterThan(10);
      await page.getByText(fill(ar.documents.range, { from: 1, to: 10, total }, 'ar')).waitFor();
      await page.getByText(ar.knowledgeBase.guideTitle).waitFor();
    });

    it('adds a document with the inline form; required fields are checked first', async () => {
      await page.getByRole('button', { name: ar.knowledgeBase.addDocument }).first().click();
      const form = page.getByRole('form', { name: ar.knowledgeBase.addFormTitle });
      expect(await form.getByLabel(ar.documents.contentLabel).getAttribute('rows')).toBe('8');
      await form.getByRole('button', { name: ar.documents.create }).click();
      await waitForText(page, 'li', ar.documents.validationText);
      await form.getByLabel(ar.documents.titleLabel).fill(`دليل الاختبار ${word}`);
      await form.getByRole('combobox', { name: ar.documents.status }).selectOption('draft');
      await form.getByLabel(ar.documents.contentLabel).fill(`محتوى تجريبي للاختبار ${word}`);
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/documents');
      await form.getByRole('button', { name: ar.documents.create }).click();
      doc = (await (await created).json()) as KnowledgeDocument;
      await waitForText(page, 'li', ar.knowledgeBase.created);
      await form.waitFor({ state: 'detached' });
    });

    it('finds it with the search button and the status filter; reset restores the defaults', async () => {
      const box = page.getByRole('searchbox', { name: ar.documents.search });
      await box.fill(word);
      // Nothing happens until the search button.
      expect(new URL(page.url()).searchParams.get('search')).toBeNull();
      await page.getByRole('button', { name: ar.documents.searchButton, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      // A draft: not among the active ones.
      await page.getByText(ar.knowledgeBase.emptyTitle).waitFor();
      await page.getByRole('combobox', { name: ar.documents.status }).selectOption('draft');
      await page.locator(`tr[data-document-id="${doc.id}"]`).waitFor();
      expect(await page.locator(`tr[data-document-id="${doc.id}"] [data-status]`).textContent()).toBe(ar.documents.statuses.draft);
      // One result: no pager.
      expect(await page.getByRole('navigation', { name: ar.documents.pagination }).count()).toBe(0);

      const filtered = page.url();
      await page.getByRole('button', { name: ar.documents.resetFilters }).click();
      await page.waitForURL((url) => !url.search);
      await expect.poll(() => page.getByRole('combobox', { name: ar.documents.status }).inputValue()).toBe('active');
      await expect.poll(() => box.inputValue()).toBe('');
      await page.goto(filtered);
      await page.locator(`tr[data-document-id="${doc.id}"]`).waitFor();
    });

    it('edits it inline (PUT with its version)', async () => {
      await page.getByRole('button', { name: `${ar.documents.edit}: دليل الاختبار ${word}` }).click();
      const form = page.getByTestId('kb-edit-form');
      await form.getByLabel(ar.documents.titleLabel).fill(`دليل معدل ${word}`);
      await form.getByRole('combobox', { name: ar.documents.status }).selectOption('active');
      const put = page.waitForResponse((r) => r.request().method() === 'PUT');
      await form.getByRole('button', { name: ar.documents.save }).click();
      const response = await put;
      expect(response.status()).toBe(200);
      expect(response.request().headers()['if-match']).toBe(`"${doc.version}"`);
      await waitForText(page, 'li', ar.knowledgeBase.updated);
      await form.waitFor({ state: 'detached' });
      // Now active: it left the draft filter (live), and shows under active with a green badge.
      await page.getByRole('combobox', { name: ar.documents.status }).selectOption('active');
      await page.locator(`tr[data-document-id="${doc.id}"]`).getByText(`دليل معدل ${word}`).waitFor();
    });

    it('deletes it after the Arabic confirmation', async () => {
      await page.getByRole('button', { name: `${ar.documents.delete}: دليل معدل ${word}` }).click();
      const confirm = page.getByRole('alertdialog', { name: ar.knowledgeBase.deleteTitle });
      await confirm.getByRole('button', { name: ar.documents.delete }).click();
      await waitForText(page, 'li', ar.knowledgeBase.deleted);
      await page.getByText(ar.knowledgeBase.emptyTitle).waitFor();
      // The empty state offers to add one.
      await page.getByTestId('document-results').waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: ar.knowledgeBase.addDocument }).count()).toBe(2);
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

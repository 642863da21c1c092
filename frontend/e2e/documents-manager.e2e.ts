import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { KnowledgeDocument, Language } from '@kb/contracts';
import { STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { openContext, openSession, signedInPage, withBrowser } from './support/journey';

const row = (page: Page, id: string) => page.locator(`[data-testid="document-results"] tr[data-document-id="${id}"]`);

async function searchFor(page: Page, language: Language, text: string) {
  await page.getByRole('searchbox', { name: STRINGS[language].documents.search }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

/** The document as the server has it now, fetched with the page's own session. */
function fetchDocument(page: Page, id: string): Promise<KnowledgeDocument> {
  return page.evaluate(async (docId) => (await fetch(`/api/documents/${docId}`)).json(), id);
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = STRINGS[language];
  const stamp = `${language}${Date.now().toString(36)}`;
  // One word that only this run's document contains, so every search finds exactly it.
  const word = `zq${stamp}`;

  describe(`document manager: two admin tabs and an agent (${language})`, () => {
    let admin: BrowserContext;
    let agent: BrowserContext;
    let tabA: Page;
    let tabB: Page;
    let agentPage: Page;
    let doc: KnowledgeDocument;

    withBrowser(async (browser) => {
      admin = await openContext(browser);
      tabA = await signedInPage(admin, 'admin', language);
      tabB = await admin.newPage();
      ({ context: agent, page: agentPage } = await openSession(browser, 'agent', language));
    });

    it('creates a document in the add dialog; the other tab and the agent see it arrive without reloading', async () => {
      // The second tab and the agent are already looking for it: nothing yet.
      await tabB.goto('/library');
      await searchFor(tabB, language, word);
      await tabB.getByText(t.documents.empty).waitFor();
      await agentPage.goto('/library');
      await searchFor(agentPage, language, word);
      await agentPage.getByText(t.documents.empty).waitFor();

      await tabA.bringToFront();
      await tabA.goto('/document-manager');
      await tabA.getByRole('heading', { name: t.documentManager.title }).waitFor();
      await tabA.getByRole('button', { name: t.documentManager.addDocument }).click();
      const dialog = tabA.getByRole('dialog', { name: t.documentManager.addTitle });
      // Required fields are checked before anything is sent.
      await dialog.getByRole('button', { name: t.documents.create }).click();
      await waitForText(tabA, 'li', t.documents.validationText);
      await dialog.getByLabel(t.documents.titleLabel).fill(`Roaming FAQ ${stamp}`);
      await dialog.getByRole('combobox', { name: t.documents.category }).selectOption('product_info');
      await dialog.getByLabel(t.documents.contentLabel).fill(`Roaming questions answered. Keyword ${word}.`);
      const created = tabA.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/documents');
      await dialog.getByRole('button', { name: t.documents.create }).click();
      doc = (await (await created).json()) as KnowledgeDocument;
      await dialog.waitFor({ state: 'detached' });
      await waitForText(tabA, 'li', t.documents.createdText);
      await row(tabA, doc.id).waitFor();

      await row(tabB, doc.id).waitFor({ timeout: 15_000 });
      expect(await row(tabB, doc.id).getAttribute('data-changed')).toBe('true');
      await row(agentPage, doc.id).waitFor({ timeout: 15_000 });
    });

    it('finds it by search in the manager too', async () => {
      await searchFor(tabA, language, word);
      await tabA.waitForFunction(() => document.querySelectorAll('[data-testid="document-results"] tbody tr').length === 1);
      await row(tabA, doc.id).waitFor();
    });

    it('an edit in one tab shows in the other, highlighted', async () => {
      // The other tab's row, each time it changes: its title and whether it is highlighted (recorded
      // in the page: the highlight lasts 4 s, however slowly this process looks).
      await tabB.evaluate((id) => {
        const seen: { title: string; changed: boolean }[] = [];
        (window as unknown as { rowStates: typeof seen }).rowStates = seen;
        new MutationObserver(() => {
          const row = document.querySelector(`[data-testid="document-results"] tr[data-document-id="${id}"]`);
          if (row) seen.push({ title: row.textContent ?? '', changed: row.getAttribute('data-changed') === 'true' });
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }, doc.id);
      await row(tabA, doc.id)
        .getByRole('button', { name: t.documentManager.actionsFor.replace('{{title}}', doc.title) })
        .click();
      await tabA.getByRole('menuitem', { name: t.documents.edit }).click();
      const dialog = tabA.getByRole('dialog', { name: t.documentManager.editTitle });
      await dialog.getByLabel(t.documents.titleLabel).fill(`Roaming FAQ edited ${stamp}`);
      await dialog.getByRole('button', { name: t.documents.save }).click();
      await dialog.waitFor({ state: 'detached' });
      // Keyboard users land back on the row's actions button.
      await tabA.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'menu');
      await row(tabB, doc.id).getByText(`Roaming FAQ edited ${stamp}`).waitFor({ timeout: 15_000 });
      const states = await tabB.evaluate(() => (window as unknown as { rowStates: { title: string; changed: boolean }[] }).rowStates);
      expect(
        states.some((s) => s.changed && s.title.includes(`Roaming FAQ edited ${stamp}`)),
        JSON.stringify(states),
      ).toBe(true);
      await row(agentPage, doc.id).getByText(`Roaming FAQ edited ${stamp}`).waitFor({ timeout: 15_000 });
      doc = await fetchDocument(tabA, doc.id);
    });

    it('a stale save is a 409 that keeps the text, says who and when, and can overwrite', async () => {
      await row(tabA, doc.id)
        .getByRole('button', { name: t.documentManager.actionsFor.replace('{{title}}', doc.title) })
        .click();
      await tabA.getByRole('menuitem', { name: t.documents.edit }).click();
      const dialog = tabA.getByRole('dialog', { name: t.documentManager.editTitle });
      const mine = `My careful rewrite. Keyword ${word}.`;
      await dialog.getByLabel(t.documents.contentLabel).fill(mine);

      // Meanwhile the other tab saves a change to the version the dialog loaded.
      const theirs = await tabB.evaluate(
        async ({ id, version, word: w }) => {
          const r = await fetch(`/api/documents/${id}`, {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
            body: JSON.stringify({ content: `Their change. Keyword ${w}.` }),
          });
          return r.status;
        },
        { id: doc.id, version: doc.version, word },
      );
      expect(theirs).toBe(200);

      const rejected = tabA.waitForResponse((r) => r.request().method() === 'PATCH');
      await dialog.getByRole('button', { name: t.documents.save }).click();
      expect((await rejected).status()).toBe(409);
      const notice = dialog.getByTestId('edit-conflict');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(t.documents.conflictYou);
      expect(await dialog.getByLabel(t.documents.contentLabel).inputValue()).toBe(mine);

      await notice.getByRole('button', { name: t.documents.conflictOverwrite }).click();
      await dialog.waitFor({ state: 'detached' });
      doc = await fetchDocument(tabA, doc.id);
      expect(doc.content).toBe(mine);
    });

    it('archiving takes it out of the agent library at once; Undo brings it back', async () => {
      await row(tabA, doc.id)
        .getByRole('button', { name: t.documentManager.actionsFor.replace('{{title}}', doc.title) })
        .click();
      await tabA.getByRole('menuitem', { name: t.documentManager.archive }).click();
      const toast = tabA.getByTestId('action-toast');
      await toast.waitFor();
      // Filtered on active, the manager drops it too.
      await row(tabA, doc.id).waitFor({ state: 'detached', timeout: 15_000 });
      await row(agentPage, doc.id).waitFor({ state: 'detached', timeout: 15_000 });
      await agentPage.getByText(t.documents.empty).waitFor();

      await toast.getByRole('button', { name: t.documentManager.undo }).click();
      await row(agentPage, doc.id).waitFor({ timeout: 15_000 });
      await row(tabA, doc.id).waitFor({ timeout: 15_000 });
      expect((await fetchDocument(tabA, doc.id)).status).toBe('active');
    });

    it('deletes it after the confirmation, everywhere', async () => {
      await row(tabA, doc.id)
        .getByRole('button', { name: t.documentManager.actionsFor.replace('{{title}}', doc.title) })
        .click();
      await tabA.getByRole('menuitem', { name: t.documents.delete }).click();
      const confirm = tabA.getByRole('alertdialog', { name: t.documents.deleteTitle });
      expect(await confirm.textContent()).toContain(t.documents.deleteText);
      await confirm.getByRole('button', { name: t.documents.delete }).click();
      await waitForText(tabA, 'li', t.documents.deletedText);
      await row(tabA, doc.id).waitFor({ state: 'detached', timeout: 15_000 });
      await row(tabB, doc.id).waitFor({ state: 'detached', timeout: 15_000 });
      await row(agentPage, doc.id).waitFor({ state: 'detached', timeout: 15_000 });
    });

    it('uploading a .docx prefills the add form', async () => {
      const { Document, Packer, Paragraph, HeadingLevel } = await import('docx');
      const file = new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: `Uploaded handbook ${stamp}`, heading: HeadingLevel.HEADING_1 }),
              new Paragraph(`Staff may carry over ten days of leave. ${word}`),
            ],
          },
        ],
      });
      const buffer = await Packer.toBuffer(file);
      await tabA.getByRole('button', { name: t.documentManager.uploadFile }).click();
      const upload = tabA.getByRole('dialog', { name: t.documentManager.uploadTitle });
      // No file: SPEC's message, nothing sent.
      await upload.getByRole('button', { name: t.documentManager.upload, exact: true }).click();
      await waitForText(tabA, 'li', t.documentManager.noFileText);
      await upload.locator('input[type=file]').setInputFiles({
        name: 'handbook.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer,
      });
      await upload.getByRole('button', { name: t.documentManager.upload, exact: true }).click();
      const add = tabA.getByRole('dialog', { name: t.documentManager.addTitle });
      await add.waitFor();
      expect(await add.getByLabel(t.documents.titleLabel).inputValue()).toContain(`Uploaded handbook ${stamp}`);
      expect(await add.getByLabel(t.documents.contentLabel).inputValue()).toContain('carry over ten days');
      await add.getByRole('button', { name: t.documents.cancel }).click();
      await add.waitFor({ state: 'detached' });
    });

    it('shows the fixed categories with counts, and the Uploaded Files empty state', async () => {
      await tabA.getByRole('button', { name: t.documentManager.manageCategories }).click();
      const dialog = tabA.getByRole('dialog', { name: t.documentManager.categoriesTitle });
      await dialog.locator('tr[data-category]').first().waitFor();
      // The seven shipped categories, and any an admin added (categories.e2e.ts adds and retires some).
      expect(await dialog.locator('tr[data-category]').count()).toBeGreaterThanOrEqual(7);
      await tabA.waitForFunction(() =>
        [...document.querySelectorAll('tr[data-category] td:nth-child(2)')].every((td) => /[\d\u0660-\u0669]/.test(td.textContent ?? '')),
      );
      await tabA.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus went back to the button that opened the dialog.
      await tabA.waitForFunction((label) => document.activeElement?.textContent === label, t.documentManager.manageCategories);

      await tabA.getByRole('tab', { name: t.documentManager.filesTab }).click();
      await tabA.getByText(t.documentManager.filesEmptyTitle).waitFor();
      await tabA.waitForURL((url) => url.searchParams.get('tab') === 'files');
    });

    it('ran without a Content Security Policy violation', () => {
      expectNoCspViolations(admin);
      expectNoCspViolations(agent);
    });
  });
}

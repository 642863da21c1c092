import { readFile } from 'node:fs/promises';
import { Document, Packer, Paragraph } from 'docx';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeFile } from '@kb/contracts';
import { STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { openSession, withBrowser, appURL } from './support/journey';

/**
 * SPEC.md /knowledge-files: clicking a card sets the Quick Actions file context, whose four actions
 * (chat, download in a new tab, delete, toggle knowledge source) are used here from the drawer.
 * Uploading through the page is knowledge-files.e2e.ts's journey; these files go in by the API.
 */
for (const language of ['en', 'ar'] as const) {
  const k = STRINGS[language].knowledgeFiles;
  const q = STRINGS[language].quickActions;
  const run = Date.now().toString(36);
  const txtName = language === 'ar' ? `ملاحظات-${run}.txt` : `notes-${run}.txt`;
  const docxName = language === 'ar' ? `دليل-${run}.docx` : `handbook-${run}.docx`;
  const question = language === 'ar' ? 'ما موضوع هذا الملف؟' : 'What is this file about?';

  describe(`Quick Actions on a knowledge file, UI in ${language}`, () => {
    let context: BrowserContext;
    let page: Page;
    let txtFile: KnowledgeFile;
    let docxFile: KnowledgeFile;
    let docxBytes: Buffer;

    const card = (id: string) => page.locator(`article[data-file-id="${id}"]`);
    const drawer = () => page.getByTestId('quick-actions');
    const actions = () => drawer().getByTestId('file-actions');
    const isCall = (r: Response, method: string, pathname: string) =>
      r.request().method() === method && new URL(r.url()).pathname === pathname;
    /** The file as the server has it now (the page's cookies). */
    const onServer = async (id: string) =>
      ((await (await page.request.get('/api/knowledge-files')).json()) as KnowledgeFile[]).find((f) => f.id === id);
    const selectedIds = () =>
      page.locator('article[data-selected]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-file-id')));

    async function upload(name: string, mimeType: string, buffer: Buffer): Promise<KnowledgeFile> {
      const answer = await page.request.post('/api/knowledge-files', {
        multipart: { file: { name, mimeType, buffer }, description: `${name} (${run})`, isKnowledgeSource: 'true' },
      });
      expect(answer.status()).toBe(201);
      return (await answer.json()) as KnowledgeFile;
    }
    async function openDrawer() {
      await page.getByRole('button', { name: q.open }).click();
      await drawer().getByRole('heading', { name: q.title }).waitFor();
    }
    async function closeDrawer() {
      // Escape closes the topmost layer first: a tooltip that opened over the drawer (a loaded
      // machine can be slow enough for the 700 ms delay) takes the first press, as it would a user's.
      for (let press = 0; press < 3; press++) {
        await page.keyboard.press('Escape');
        if (
          await drawer()
            .waitFor({ state: 'detached', timeout: 3000 })
            .then(
              () => true,
              () => false,
            )
        )
          return;
      }
      await drawer().waitFor({ state: 'detached' });
    }
    /** Selects a file by clicking its description, away from the card's own buttons and switch. */
    const select = (file: KnowledgeFile) => card(file.id).getByText(`${file.originalFilename} (${run})`).click();

    withBrowser(async (browser) => {
      ({ context, page } = await openSession(browser, 'agent', language));
    });
    beforeAll(async () => {
      txtFile = await upload(
        txtName,
        'text/plain',
        Buffer.from(language === 'ar' ? 'ملاحظات الاجتماع الأسبوعي.' : 'Notes of the weekly meeting.', 'utf8'),
      );
      docxBytes = await Packer.toBuffer(
        new Document({ sections: [{ children: [new Paragraph(language === 'ar' ? 'دليل الموظف الجديد.' : 'The new staff handbook.')] }] }),
      );
      docxFile = await upload(docxName, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docxBytes);
      await page.goto('/knowledge-files');
      for (const file of [txtFile, docxFile])
        await page.waitForSelector(`article[data-file-id="${file.id}"][data-status="ready"]`, { timeout: 60_000 });
    });

    it('a card is selected by a click, by Space or by Enter, shows it, and the drawer names it at the inline end', async () => {
      await page.getByText(k.selectHint).waitFor();
      await card(txtFile.id).focus();
      await page.keyboard.press('Space');
      await page.waitForSelector(`article[data-file-id="${txtFile.id}"][data-selected]`);
      expect(await card(txtFile.id).getAttribute('aria-current')).toBe('true');
      expect(await card(txtFile.id).getByText(k.selected, { exact: true }).count()).toBe(1);

      await card(docxFile.id).focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector(`article[data-file-id="${docxFile.id}"][data-selected]`);
      expect(await selectedIds()).toEqual([docxFile.id]);

      await select(txtFile);
      expect(await selectedIds()).toEqual([txtFile.id]);
      await openDrawer();
      await drawer().getByText(txtName).waitFor();
      expect(await drawer().getByText(q.emptyTitle).count()).toBe(0);
      expect(await drawer().getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const box = await drawer().boundingBox();
      if (language === 'ar') expect(Math.round(box?.x ?? -1)).toBe(0);
      else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1440);
      await closeDrawer();
      // SPEC.md: the context clears 300 ms after closing, and the mark goes with it.
      await page.waitForFunction(() => document.querySelector('article[data-selected]') === null);
    });

    it('the knowledge-source action alternates its label, the server follows, and so does a change made in another tab', async () => {
      await select(docxFile);
      await openDrawer();
      await actions().getByRole('heading', { name: q.fileActions }).waitFor();
      const patched = page.waitForResponse((r) => isCall(r, 'PATCH', `/api/knowledge-files/${docxFile.id}`));
      await actions().getByRole('button', { name: k.removeFromSource }).click();
      expect((await patched).status()).toBe(200);
      await actions().getByRole('button', { name: k.addAsSource }).waitFor();
      expect((await onServer(docxFile.id))?.isKnowledgeSource).toBe(false);
      expect(await card(docxFile.id).locator('[role="switch"]').getAttribute('aria-checked')).toBe('false');

      // Another tab of the same user turns it back on; this drawer's label follows over the socket.
      const other = await context.newPage();
      await other.goto('/knowledge-files');
      const otherSwitch = other.getByRole('switch', { name: k.sourceSwitchFor.replace('{{name}}', docxName) });
      expect(await otherSwitch.getAttribute('aria-checked')).toBe('false');
      await otherSwitch.click();
      await actions().getByRole('button', { name: k.removeFromSource }).waitFor();
      expect((await onServer(docxFile.id))?.isKnowledgeSource).toBe(true);
      await other.close();
    });

    it('Download opens the file in a new tab, which gets its exact bytes as an attachment under its name', async () => {
      const url = `/api/knowledge-files/${docxFile.id}/download`;
      const tab = context.waitForEvent('page');
      const responded = context.waitForEvent('response', (r) => new URL(r.url()).pathname === url);
      // Chromium hands an attachment opened in a new tab to the tab that opened it (and closes the new one).
      const downloaded = page.waitForEvent('download');
      const link = actions().getByRole('link', { name: `${k.download} ${q.opensInNewTab}` });
      expect(await link.getAttribute('target')).toBe('_blank');
      await link.click();
      await tab;
      const response = await responded;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
      const download = await downloaded;
      expect(download.url()).toBe(new URL(url, appURL()).href);
      expect(download.suggestedFilename()).toBe(docxName);
      expect(Buffer.compare(await readFile(await download.path()), docxBytes)).toBe(0);
      // The drawer stays where it was.
      await drawer().getByText(docxName).waitFor();
    });

    it('Chat with file closes the drawer and opens the per-file chat, which asks that file', async () => {
      await actions().getByRole('button', { name: q.chatWithFile }).click();
      await drawer().waitFor({ state: 'detached' });
      const dialog = page.getByTestId('file-chat');
      await dialog.getByText(k.chatEmpty).waitFor();
      expect(await dialog.getByRole('heading').textContent()).toBe(k.chatWith.replace('{{name}}', docxName));
      const input = dialog.getByLabel(k.chatInputLabel);
      await input.fill(question);
      const answered = page.waitForResponse((r) => isCall(r, 'POST', `/api/chat-with-knowledge-file/${docxFile.id}`));
      await input.press('Enter');
      // What it answers is knowledge-files.e2e.ts's concern; here, that the question reached this file.
      const answer = await answered;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toEqual({ message: question, language });
      await dialog.locator('li[data-role="assistant"]').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it('Delete asks in the UI language; then the file leaves the list and the drawer its context', async () => {
      await select(docxFile);
      await openDrawer();
      await actions().getByRole('button', { name: k.delete, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: k.confirmTitle });
      await confirm.waitFor();
      expect(await confirm.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const [before, after] = k.confirmText.split('{{name}}');
      expect(await confirm.textContent()).toContain(`${before}\u2068${docxName}\u2069${after}`);
      // Cancel keeps everything.
      await confirm.getByRole('button', { name: k.cancel }).click();
      await confirm.waitFor({ state: 'detached' });
      await drawer().getByText(docxName).waitFor();

      await actions().getByRole('button', { name: k.delete, exact: true }).click();
      const deleted = page.waitForResponse((r) => isCall(r, 'DELETE', `/api/knowledge-files/${docxFile.id}`));
      await confirm.getByRole('button', { name: k.delete, exact: true }).click();
      expect((await deleted).status()).toBe(204);
      await drawer().getByText(q.emptyTitle).waitFor();
      await waitForText(page, 'li', k.deletedTitle);
      await card(docxFile.id).waitFor({ state: 'detached' });
      expect(await onServer(docxFile.id)).toBeUndefined();
      // Escape would first dismiss the "File deleted" toast, the newer layer; the close button is direct.
      await drawer().getByRole('button', { name: q.close }).click();
      await drawer().waitFor({ state: 'detached' });
    });

    it('a selected file deleted elsewhere stops being the context', async () => {
      await select(txtFile);
      expect(await selectedIds()).toEqual([txtFile.id]);
      expect((await page.request.delete(`/api/knowledge-files/${txtFile.id}`)).status()).toBe(204);
      await card(txtFile.id).waitFor({ state: 'detached' });
      await openDrawer();
      await drawer().getByText(q.emptyTitle).waitFor();
      await closeDrawer();
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

import { Document, Packer, Paragraph } from 'docx';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatWithKnowledgeFileResponse, KnowledgeFile, Language } from '@kb/contracts';
import { ask } from './support/chat';
import { launchBrowser, newContext, signIn, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { formatSize } from '../src/shared/i18n/format-size';
import { appURL } from './support/journey';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function docx(paragraphs: string[]): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] }));
}

/** Facts nothing else in the knowledge base knows, one set per UI language. */
const FACTS: Record<
  Language,
  { txt: string; txtQuestion: string; txtAnswer: string; docx: string; docxQuestion: string; docxAnswer: string }
> = {
  en: {
    txt: 'The Quillfeather lounge opens at 06:45 every morning.',
    txtQuestion: 'When does the Quillfeather lounge open?',
    txtAnswer: '06:45',
    docx: 'Tandem leave gives parents nineteen paid days.',
    docxQuestion: 'How many paid days does tandem leave give?',
    docxAnswer: 'nineteen',
  },
  ar: {
    txt: 'يفتح كشك برامبلتون الساعة التاسعة صباحا كل يوم.',
    txtQuestion: 'متى يفتح كشك برامبلتون؟',
    txtAnswer: 'التاسعة',
    docx: 'رسوم تركيب ألياف الهالبرد خمسة عشر دينارا.',
    docxQuestion: 'كم رسوم تركيب ألياف الهالبرد؟',
    docxAnswer: 'خمسة عشر',
  },
};

const card = (page: Page, id: string) => page.locator(`article[data-file-id="${id}"]`);

describe('knowledge files signed out', () => {
  it('tells an anonymous visitor to sign in, with a link to /login', async () => {
    const context = await newContext(browser, appURL());
    const page = await context.newPage();
    await page.goto('/knowledge-files');
    const t = STRINGS.en.knowledgeFiles;
    await page.getByRole('heading', { name: t.loginRequiredTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/knowledge-files');
    await page.getByRole('link', { name: t.signIn }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expectNoCspViolations(context);
    await context.close();
  });
});

for (const language of ['en', 'ar'] as const) {
  const t = STRINGS[language];
  const k = t.knowledgeFiles;
  const facts = FACTS[language];
  const run = Date.now().toString(36);
  const txtName = language === 'ar' ? `كشك-${run}.txt` : `lounge-${run}.txt`;
  const docxName = language === 'ar' ? `ألياف-${run}.docx` : `tandem-${run}.docx`;

  describe(`knowledge files as an agent, UI in ${language}`, () => {
    let context: BrowserContext;
    let page: Page;
    let txtFile: KnowledgeFile;
    let docxFile: KnowledgeFile;

    beforeAll(async () => {
      context = await newContext(browser, appURL());
      page = await context.newPage();
      await signIn(page, 'agent', 'agent123', language);
    });
    afterAll(async () => {
      await context?.close();
    });

    async function upload(name: string, mimeType: string, buffer: Buffer, description: string): Promise<KnowledgeFile> {
      // The picker speaks the page's language (not the browser's "Choose File / No file chosen").
      const zone = page.locator('label', { hasText: t.filePicker.choose });
      await zone.getByText(t.filePicker.none, { exact: true }).waitFor();
      await page.getByLabel(k.fileLabel, { exact: true }).setInputFiles({ name, mimeType, buffer });
      await zone.getByText(name, { exact: true }).waitFor();
      await page.getByLabel(k.descriptionLabel).fill(description);
      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/knowledge-files');
      await page.getByRole('button', { name: k.upload, exact: true }).click();
      const response = await posted;
      expect(response.status()).toBe(201);
      const file = (await response.json()) as KnowledgeFile;
      expect(file.status).toBe('processing');
      await waitForText(page, 'li', k.uploadedTitle);
      await card(page, file.id).waitFor();
      await zone.getByText(t.filePicker.none, { exact: true }).waitFor();
      return file;
    }

    it('uploads a .txt and a .docx the test makes; each appears, then turns ready over the socket', async () => {
      await page.goto('/knowledge-files');
      await page.getByRole('heading', { name: k.title, level: 1 }).waitFor();
      await page.getByText(k.rule).waitFor();
      expect(await page.getByLabel(k.fileLabel, { exact: true }).getAttribute('accept')).toBe('image/*,.pdf,.doc,.docx,.txt,.json');
      expect(await page.getByRole('switch', { name: k.sourceLabel }).getAttribute('aria-checked')).toBe('true');

      txtFile = await upload(txtName, 'text/plain', Buffer.from(facts.txt, 'utf8'), `txt ${run}`);
      docxFile = await upload(
        docxName,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        await docx([facts.docx]),
        `docx ${run}`,
      );
      // Newest first; name, size in the UI's digits and units, the description, and the localised date.
      const cards = page.locator('[data-testid="knowledge-files"] article');
      expect(await cards.first().getAttribute('data-file-id')).toBe(docxFile.id);
      await card(page, txtFile.id)
        .getByText(formatSize(Buffer.byteLength(facts.txt), language))
        .waitFor();
      await card(page, txtFile.id).getByText(`txt ${run}`).waitFor();
      const date = await card(page, txtFile.id).locator('time').textContent();
      if (language === 'ar') expect(date).toMatch(/[\u0660-\u0669]/);
      else expect(date).toMatch(/\d{4}/);
      for (const file of [txtFile, docxFile]) {
        await page.waitForSelector(`article[data-file-id="${file.id}"][data-status="ready"]`, { timeout: 60_000 });
        expect(await card(page, file.id).getByText(k.reading).count()).toBe(0);
      }
    });

    it('a file uploaded while the list is on its way shows, ready, without a reload', async () => {
      // The list's answer is read at once but delivered late, as a slow network would: the upload
      // and its pushes reach the tab meanwhile (or its socket connects meanwhile), before the list
      // has a listener.
      let deliver!: () => void;
      const delivered = new Promise<void>((resolve) => (deliver = resolve));
      let read!: () => void;
      const listRead = new Promise<void>((resolve) => (read = resolve));
      await page.route(
        (url) => url.pathname === '/api/knowledge-files',
        async (route) => {
          const stale = await route.fetch();
          read();
          await delivered;
          await route.fulfill({ response: stale });
        },
        { times: 1 },
      );
      await page.goto('/knowledge-files');
      await listRead;
      const name = `late-${run}.txt`;
      const posted = await page.request.post('/api/knowledge-files', {
        multipart: {
          file: { name, mimeType: 'text/plain', buffer: Buffer.from(facts.txt, 'utf8') },
          description: name,
          isKnowledgeSource: 'false',
        },
      });
      expect(posted.status()).toBe(201);
      const late = (await posted.json()) as KnowledgeFile;
      await expect
        .poll(
          async () =>
            ((await (await page.request.get('/api/knowledge-files')).json()) as KnowledgeFile[]).find((f) => f.id === late.id)?.status,
          {
            timeout: 60_000,
          },
        )
        .toBe('ready');
      // Its "ready" push has been sent; give it the time to arrive before the list does.
      await page.waitForTimeout(500);
      deliver();
      await page.waitForSelector(`article[data-file-id="${late.id}"][data-status="ready"]`, { timeout: 15_000 });
      expect((await page.request.delete(`/api/knowledge-files/${late.id}`)).status()).toBe(204);
    });

    it('the main chat answers a question only the .txt answers and names the file as Source', async () => {
      await page.getByRole('link', { name: t.nav.chat }).first().click();
      await page.getByRole('heading', { name: t.chat.title }).waitFor();
      const reply = await ask(page, facts.txtQuestion, language);
      expect(reply.assistantMessage.content).toContain(facts.txtAnswer);
      expect(reply.assistantMessage.sourceDocs.map((s) => s.title)).toContain(txtName);
      const shown = page.locator(`[data-message-id="${reply.assistantMessage.id}"] [data-testid="message-source"]`);
      expect(await shown.textContent()).toContain(txtName);
    });

    it('switched off, the same question no longer cites it', async () => {
      await page.getByRole('link', { name: t.nav.knowledgeFiles }).first().click();
      const toggle = page.getByRole('switch', { name: k.sourceSwitchFor.replace('{{name}}', txtName) });
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
      await toggle.click();
      expect((await patched).status()).toBe(200);
      await page.waitForFunction(
        (id) => document.querySelector(`article[data-file-id="${id}"] [role="switch"]`)?.getAttribute('aria-checked') === 'false',
        txtFile.id,
      );

      await page.getByRole('link', { name: t.nav.chat }).first().click();
      const reply = await ask(page, facts.txtQuestion, language);
      expect(reply.assistantMessage.sourceDocs.map((s) => s.id)).not.toContain(txtFile.id);
      expect(reply.assistantMessage.content).not.toContain(facts.txtAnswer);
    });

    it('the per-file chat answers from the .docx, Enter sends and Shift+Enter adds a line', async () => {
      await page.getByRole('link', { name: t.nav.knowledgeFiles }).first().click();
      await page.getByRole('button', { name: k.chatWith.replace('{{name}}', docxName) }).click();
      const dialog = page.getByTestId('file-chat');
      await dialog.getByText(k.chatEmpty).waitFor();
      expect(Math.round((await dialog.boundingBox())?.height ?? 0)).toBe(450);
      const input = dialog.getByLabel(k.chatInputLabel);
      await input.fill(facts.docxQuestion);
      await input.press('Shift+Enter');
      expect(await input.inputValue()).toBe(`${facts.docxQuestion}\n`);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/chat-with-knowledge-file/${docxFile.id}`);
      await input.press('Enter');
      const body = (await (await answered).json()) as ChatWithKnowledgeFileResponse;
      expect(body.reply).toContain(facts.docxAnswer);
      const assistant = dialog.locator('li[data-role="assistant"]');
      await assistant.waitFor();
      expect(await assistant.textContent()).toContain(facts.docxAnswer);
      expect(await assistant.textContent()).toContain(docxName);
      expect(await input.inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // History is cleared when the dialog opens again.
      await page.getByRole('button', { name: k.chatWith.replace('{{name}}', docxName) }).click();
      await dialog.getByText(k.chatEmpty).waitFor();
      expect(await dialog.locator('li[data-role="assistant"]').count()).toBe(0);
      // Escape closes it once it holds the focus (an Escape pressed while it was still opening was lost under load).
      await page.waitForFunction(() => document.querySelector('[data-testid="file-chat"]')?.contains(document.activeElement) ?? false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it('clicking a card makes it the Quick Actions file context', async () => {
      await card(page, docxFile.id).getByText(`docx ${run}`).click();
      await page.getByRole('button', { name: t.quickActions.open }).click();
      const drawer = page.getByTestId('quick-actions');
      await drawer.getByText(docxName).waitFor();
      expect(await drawer.getByText(t.quickActions.emptyTitle).count()).toBe(0);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    });

    it('deletes the .txt after a confirmation in the UI language', async () => {
      await page.getByRole('button', { name: k.deleteFile.replace('{{name}}', txtName) }).click();
      const confirm = page.getByRole('alertdialog', { name: k.confirmTitle });
      // The name stands in first-strong isolates, so a name in the other script keeps the sentence's order.
      expect(await confirm.textContent()).toContain(k.confirmText.replace('{{name}}', `\u2068${txtName}\u2069`));
      const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
      await confirm.getByRole('button', { name: k.delete, exact: true }).click();
      expect((await deleted).status()).toBe(204);
      await card(page, txtFile.id).waitFor({ state: 'detached' });
      await card(page, docxFile.id).waitFor();
    });

    it('takes a file dropped on the picker as if chosen, and refuses a type the picker does not offer', async () => {
      const zone = page.locator('label', { hasText: t.filePicker.choose });
      const drop = async (name: string, type: string, text: string) => {
        const transfer = await page.evaluateHandle(
          ([n, ty, tx]) => {
            const data = new DataTransfer();
            data.items.add(new File([tx], n, { type: ty }));
            return data;
          },
          [name, type, text] as const,
        );
        await zone.dispatchEvent('dragover', { dataTransfer: transfer });
        await zone.dispatchEvent('drop', { dataTransfer: transfer });
      };
      await drop('setup.exe', 'application/x-msdownload', 'MZ');
      const refusal = zone.getByRole('alert');
      expect(await refusal.textContent()).toBe(t.filePicker.refused.replace('{{name}}', '\u2068setup.exe\u2069'));
      expect(page.url()).toMatch(/\/knowledge-files$/);

      const name = `dropped-${run}.txt`;
      await drop(name, 'text/plain', facts.txt);
      await zone.getByText(name, { exact: true }).waitFor();
      expect(await zone.getByRole('alert').count()).toBe(0);
      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/knowledge-files');
      await page.getByRole('button', { name: k.upload, exact: true }).click();
      const response = await posted;
      expect(response.status()).toBe(201);
      const file = (await response.json()) as KnowledgeFile;
      expect(file.originalFilename).toBe(name);
      await card(page, file.id).waitFor();
      await zone.getByText(t.filePicker.none, { exact: true }).waitFor();
    });

    it('refuses a 6 MB file with SPEC.md too-large toast, sending nothing', async () => {
      let posted = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/knowledge-files') posted += 1;
      });
      await page
        .getByLabel(k.fileLabel, { exact: true })
        .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(6 * 1024 * 1024, 'a') });
      await page.getByRole('button', { name: k.upload, exact: true }).click();
      await waitForText(page, 'li', k.tooLargeText);
      expect(await page.locator('li', { hasText: k.tooLargeTitle }).count()).toBeGreaterThan(0);
      expect(posted).toBe(0);
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

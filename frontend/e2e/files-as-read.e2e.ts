import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeFile, Language, SendMessageResponse } from '@kb/contracts';
import { fill, launchBrowser, STRINGS } from './support/browser';
import { ask, clearConversations } from './support/chat';
import { openSession } from './support/journey';
import { screenshot } from './support/screens';

// Issue 47: files answered as people ask. A sentence wrapped over two lines of a PNG notice is
// answered whole; a fee table in a PDF (printed with Noto Sans Arabic) and in a Word document answers
// a question naming its row in other words and one asking for a column, quoting the row with its
// headers; the Knowledge Files page shows what was read; a chat attachment is not a knowledge file,
// and a question sent while it is read goes once it is.

const FIXTURES = join(import.meta.dirname, '..', '..', 'backend', 'src', 'knowledge-files', 'testing', 'fidelity');
const SHOTS = process.env.SCREENS_DIR ?? '/work/screens/47';
const MEDIA = {
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const CASES = {
  en: {
    notice: {
      question: 'How often does the shuttle bus run?',
      whole: 'A free shuttle bus runs every 20 minutes between the main gate and the customer care building until 31 May 2027.',
    },
    // Naming the row in other words, then asking for a column of another row.
    rows: [
      {
        question: 'How much does it cost to transfer the ownership of a line?',
        quotes: ['Service: Line ownership transfer', 'Fee (KWD): 7.500 KWD'],
      },
      { question: 'How long does replacing a damaged SIM take?', quotes: ['Service: Damaged SIM replacement', 'Duration: 1 day'] },
    ],
  },
  ar: {
    notice: {
      question: 'كل كم دقيقة تعمل حافلة النقل؟',
      whole: 'تعمل حافلة مجانية كل 20 دقيقة بين البوابة الرئيسية ومبنى خدمة العملاء حتى 31 مايو 2027.',
    },
    rows: [
      { question: 'بكم استبدال الشريحة التالفة؟', quotes: ['الخدمة: استبدال الشريحة التالفة', 'الرسم (د.ك): 2.000 د.ك'] },
      { question: 'ما مدة إعادة تفعيل الخط الموقوف؟', quotes: ['الخدمة: إعادة تفعيل الخط الموقوف', 'المدة: ثلاثة أيام'] },
      { question: 'كم رسوم نقل ملكية الخط؟', quotes: ['الخدمة: نقل ملكية الخط', 'الرسم (د.ك): 7.500 د.ك'] },
    ],
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const listed = async (page: Page) => (await (await page.request.get('/api/knowledge-files')).json()) as KnowledgeFile[];

/** Uploads a fixture on the Knowledge Files page, as a knowledge source, and waits until it is read. */
async function upload(page: Page, language: Language, file: string): Promise<KnowledgeFile> {
  const t = STRINGS[language];
  const ext = file.split('.').pop() as keyof typeof MEDIA;
  await page
    .getByLabel(t.knowledgeFiles.fileLabel, { exact: true })
    .setInputFiles({ name: file, mimeType: MEDIA[ext], buffer: await readFile(join(FIXTURES, file)) });
  await page.getByRole('button', { name: t.knowledgeFiles.upload, exact: true }).click();
  const card = page.locator('article[data-file-id]', { hasText: file }).first();
  await card.waitFor({ timeout: 30_000 });
  await page.locator(`article[data-status="ready"]`, { hasText: file }).first().waitFor({ timeout: 90_000 });
  return (await listed(page)).find((f) => f.originalFilename === file)!;
}

describe.each(['en', 'ar'] as const)('files answered as people ask (%s)', (language) => {
  const t = STRINGS[language];
  const cases = CASES[language];
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const session = await openSession(browser, 'agent', language);
    page = session.page;
    close = () => session.context.close();
    for (const f of await listed(page)) await page.request.delete(`/api/knowledge-files/${f.id}`);
    await clearConversations(page);
  });
  afterAll(async () => {
    await close?.();
  });

  it('shows what was read from each file: status, method, pages, languages and a preview of the text, live as reading ends', async () => {
    await page.goto('/knowledge-files');
    const notice = await upload(page, language, `notice-${language}.png`);
    const pdf = await upload(page, language, `fees-${language}.pdf`);
    await upload(page, language, `fees-${language}.docx`);
    const card = (name: string) => page.locator('article[data-file-id]', { hasText: name }).first();
    const noticeCard = card(notice.originalFilename);
    await noticeCard.getByText(t.knowledgeFiles.ready, { exact: true }).waitFor();
    expect(await noticeCard.getByTestId('file-method').textContent()).toBe(t.knowledgeFiles.method.ocr);
    expect(await noticeCard.getByTestId('file-preview').textContent()).toContain(cases.notice.whole);
    const pdfCard = card(pdf.originalFilename);
    expect(await pdfCard.getByTestId('file-method').textContent()).toBe(t.knowledgeFiles.method.pdf);
    expect(await pdfCard.textContent()).toContain(fill(t.knowledgeFiles.pages_one, { count: 1 }, language));
    // The table as rows with their headers, in the preview too.
    await pdfCard.getByRole('button', { name: t.knowledgeFiles.previewMore }).click();
    expect(await pdfCard.getByTestId('file-preview').textContent()).toContain(cases.rows[0].quotes[1]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForTimeout(150);
      await screenshot(page, `${SHOTS}/knowledge-files-${language}-${width}.png`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('answers from a two-line sentence of a PNG notice whole, and from fee tables by row and by column', async () => {
    await page.goto('/');
    const notice = await ask(page, cases.notice.question, language);
    expect(notice.assistantMessage.content).toContain(cases.notice.whole);
    for (const { question, quotes } of cases.rows) {
      const reply = await ask(page, question, language);
      for (const quote of quotes) expect(reply.assistantMessage.content, question).toContain(quote);
      expect(
        reply.assistantMessage.sourceDocs.some((s) => s.kind === 'file' && s.title.startsWith('fees-')),
        question,
      ).toBe(true);
    }
    await screenshot(page, `${SHOTS}/chat-fees-${language}-1440.png`);
    // Each of the two tables on its own: the PDF's and the Word document's, in the file's chat.
    await page.goto('/knowledge-files');
    for (const file of [`fees-${language}.pdf`, `fees-${language}.docx`]) {
      await page
        .locator('article[data-file-id]', { hasText: file })
        .first()
        .getByRole('button', { name: fill(t.knowledgeFiles.chatWith, { name: file }, language) })
        .click();
      const box = page.getByRole('textbox', { name: t.knowledgeFiles.chatInputLabel });
      for (const { question, quotes } of cases.rows) {
        await box.fill(question);
        const answered = page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/chat-with-knowledge-file/'),
        );
        await box.press('Enter');
        const reply = (await (await answered).json()) as { reply: string };
        for (const quote of quotes) expect(reply.reply, `${file}: ${question}`).toContain(quote);
      }
      await page.getByTestId('file-chat-messages').getByText(cases.rows.at(-1)!.quotes[1], { exact: false }).first().waitFor();
      await screenshot(page, `${SHOTS}/file-chat-${file}-1440.png`);
      await page.keyboard.press('Escape');
    }
  });

  it('keeps a chat attachment out of the files list, sends a question pressed during "Reading…" once it is read, and saves the file once', async () => {
    await page.goto('/');
    await clearConversations(page);
    const before = (await listed(page)).map((f) => f.id).sort();
    const input = page.getByRole('textbox', { name: t.chat.inputLabel });
    const name = `attached-notice-${language}.png`;
    await page
      .getByTestId('attach-input')
      .setInputFiles({ name, mimeType: 'image/png', buffer: await readFile(join(FIXTURES, `notice-${language}.png`)) });
    await page.locator('[data-testid="composer-attachment"][data-state="processing"]').waitFor({ timeout: 30_000 });
    await input.fill(cases.notice.question);
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages', {
      timeout: 90_000,
    });
    await input.press('Enter');
    // Waiting for the file: said in the chip, no conversation started yet, the question still in the box.
    expect(await page.getByTestId('composer-attachment').textContent()).toContain(
      fill(t.chatTools.attachSendsWhenRead, { name }, language),
    );
    expect(await page.locator('[data-testid="conversation-list"] [data-conversation-id]').count()).toBe(0);
    await screenshot(page, `${SHOTS}/chat-send-when-read-${language}-1440.png`);
    const response = await sent;
    expect(response.request().postDataJSON()).toHaveProperty('attachmentFileId');
    const body = (await response.json()) as SendMessageResponse;
    expect(body.assistantMessage.content).toContain(cases.notice.whole);
    await page.locator(`[data-message-id="${body.assistantMessage.id}"]`).waitFor();
    expect(await page.locator('[data-testid="conversation-list"] [data-conversation-id]').count()).toBe(1);
    // The files list is as it was.
    expect((await listed(page)).map((f) => f.id).sort()).toEqual(before);
    // Saved from the message: listed once, however often it is asked.
    const save = page.locator(`[data-message-id="${body.userMessage.id}"]`).getByTestId('save-attachment');
    await save.click();
    await page
      .locator(`[data-message-id="${body.userMessage.id}"] [data-testid="save-attachment"]:disabled`, { hasText: t.chatTools.savedToFiles })
      .waitFor();
    const fileId = (response.request().postDataJSON() as { attachmentFileId: string }).attachmentFileId;
    await page.request.patch(`/api/knowledge-files/${fileId}`, { data: { saveAsKnowledgeFile: true } });
    expect((await listed(page)).filter((f) => f.originalFilename === name)).toHaveLength(1);
    await screenshot(page, `${SHOTS}/chat-attachment-saved-${language}-1440.png`);
  });
});

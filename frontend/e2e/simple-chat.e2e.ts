import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { chooseLanguage, launchBrowser, newContext, signIn, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { appURL } from './support/journey';

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function docx(heading: string, paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      { children: [new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }), ...paragraphs.map((p) => new Paragraph(p))] },
    ],
  });
  return Packer.toBuffer(doc);
}

const QUESTIONS: Record<
  Language,
  { leave: string; leaveSource: string; travel: string; travelSource: string; file: string; fileAnswer: string }
> = {
  en: {
    leave: 'How many days of annual leave do I get?',
    leaveSource: 'Annual Leave Policy',
    travel: 'What is the per diem for business travel?',
    travelSource: 'Business Travel and Per Diem Policy',
    file: 'When does the falcon aviary open for visitors?',
    fileAnswer: '7:45 every Thursday',
  },
  ar: {
    leave: 'كم عدد أيام الإجازة السنوية؟',
    leaveSource: 'سياسة الإجازة السنوية',
    travel: 'كم ساعات العمل في الأسبوع؟',
    travelSource: 'سياسة ساعات العمل والعمل عن بُعد',
    file: 'متى يفتح بيت الصقور للزوار؟',
    fileAnswer: 'الساعة 7:45',
  },
};

const assistantMessages = (p: Page) => p.locator('[data-testid="simple-chat-messages"] li[data-role="assistant"]');

async function ask(p: Page, language: Language, question: string) {
  const t = STRINGS[language].simpleChat;
  const before = await assistantMessages(p).count();
  await p.getByLabel(t.inputLabel).fill(question);
  await p.getByRole('button', { name: t.send }).click();
  await p.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="simple-chat-messages"] li[data-role="assistant"]').length > n,
    before,
  );
  return (await assistantMessages(p).last().textContent()) ?? '';
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, appURL());
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'ar'] as const)('simple chat signed out (%s)', (language) => {
  const t = STRINGS[language];
  const q = QUESTIONS[language];

  it('shows the welcome, the sign-in-for-full-access link, the recorded note, and the title with the company', async () => {
    await page.goto('/simple-chat');
    await chooseLanguage(page, language);
    await page.getByTestId('simple-chat-welcome').waitFor();
    expect(await page.title()).toBe(`${t.simpleChat.title} | ${t.app.companyName}`);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.getByRole('link', { name: t.simpleChat.signIn }).getAttribute('href')).toBe('/');
    expect(await page.getByText(t.simpleChat.recordedNote).count()).toBe(1);
    // Nothing to send yet: blank text and no file.
    await page.getByLabel(t.simpleChat.inputLabel).fill('   ');
    expect(await page.getByRole('button', { name: t.simpleChat.send }).isDisabled()).toBe(true);
  });

  it('answers two questions from the documents, with their sources', async () => {
    const first = await ask(page, language, q.leave);
    expect(first).toContain(q.leaveSource);
    const second = await ask(page, language, q.travel);
    expect(second).toContain(q.travelSource);
  });

  it('answers from an attached .docx and clears the attachment after sending', async () => {
    const bytes = await docx(language === 'ar' ? 'دليل بيت الصقور' : 'Falcon Aviary Guide', [
      language === 'ar'
        ? 'يفتح بيت الصقور للزوار الساعة 7:45 صباح كل خميس.'
        : 'The falcon aviary opens for visitors at 7:45 every Thursday morning.',
    ]);
    await page.getByTestId('simple-chat-file').setInputFiles({
      name: 'aviary.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: bytes,
    });
    await page.getByTestId('simple-chat-attachment').waitFor();
    const reply = await ask(page, language, q.file);
    expect(reply).toContain(q.fileAnswer);
    expect(reply).toContain('aviary.docx');
    expect(await page.getByTestId('simple-chat-attachment').count()).toBe(0);
    // The user's message shows the file it carried.
    expect(await page.locator('[data-testid="simple-chat-messages"] li[data-role="user"]').last().textContent()).toContain('aviary.docx');
  });

  it("refuses a .json and a 6 MB file with SPEC's messages", async () => {
    await page
      .getByTestId('simple-chat-file')
      .setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
    await waitForText(page, 'body', t.simpleChat.unsupportedTitle);
    await waitForText(page, 'body', t.simpleChat.unsupportedText);
    expect(await page.getByTestId('simple-chat-attachment').count()).toBe(0);
    await page
      .getByTestId('simple-chat-file')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 32) });
    await waitForText(page, 'body', t.simpleChat.fileTooLarge);
    expect(await page.getByTestId('simple-chat-attachment').count()).toBe(0);
  });

  it('attaches a file dropped on the composer; a file dropped anywhere else cannot replace the page', async () => {
    const composer = page.locator('form').filter({ has: page.getByTestId('simple-chat-file') });
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['Visitors park on level 3.'], 'parking.txt', { type: 'text/plain' }));
      return data;
    });
    await composer.dispatchEvent('dragover', { dataTransfer: transfer });
    expect(await composer.getAttribute('data-dragging')).toBe('true');
    await composer.dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByTestId('simple-chat-attachment').getByText('parking.txt').waitFor();
    expect(await composer.getAttribute('data-dragging')).toBeNull();
    await page.getByRole('button', { name: t.simpleChat.removeAttachment.replace('{{name}}', 'parking.txt') }).click();
    await page.getByTestId('simple-chat-attachment').waitFor({ state: 'detached' });

    // The same checks as the picker: an unsupported type dropped on the composer is refused.
    const json = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['{}'], 'data.json', { type: 'application/json' }));
      return data;
    });
    await composer.dispatchEvent('drop', { dataTransfer: json });
    await waitForText(page, 'body', t.simpleChat.unsupportedText);
    expect(await page.getByTestId('simple-chat-attachment').count()).toBe(0);

    // Dropped on the heading, the file is not the browser's to open: the drop is cancelled.
    const cancelled = await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['x'], 'stray.pdf', { type: 'application/pdf' }));
      const event = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      document.querySelector('h1')!.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).toBe(true);
  });
});

describe('simple chat when the server cannot be reached', () => {
  it("shows SPEC's network-error text as the assistant's message, in Arabic", async () => {
    await page.goto('/simple-chat');
    await chooseLanguage(page, 'ar');
    await page.route('**/api/simple-chat', (route) => route.abort('connectionrefused'));
    const reply = await ask(page, 'ar', 'سؤال');
    expect(reply).toContain(STRINGS.ar.simpleChat.networkError);
    await page.unroute('**/api/simple-chat');
  });
});

describe('simple chat signed in', () => {
  it('first offers the full app or the simple chat', async () => {
    const t = STRINGS.en.simpleChat;
    await signIn(page, 'agent', 'agent123', 'en');
    await page.goto('/simple-chat');
    await page.getByTestId('simple-chat-choice').waitFor();
    expect(await page.getByRole('link', { name: t.fullApp }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: t.signIn }).count()).toBe(0);
    await page.getByRole('button', { name: t.continueSimple }).click();
    await page.getByTestId('simple-chat-welcome').waitFor();
  });
});

// Last, so it covers every page the journey opened.
it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { chooseLanguage, launchBrowser, STRINGS } from './support/browser';
import { openContext } from './support/journey';
import { screenshot } from './support/screens';

// Issue 30: the public simple chat answers a question about an attached flyer image (read by OCR,
// prepared and with Arabic data from npm) in English and in Arabic, as chat with one file does; an
// Arabic reply in the English interface reads right to left.

const FIXTURES = join(import.meta.dirname, '..', '..', 'backend', 'src', 'knowledge-files', 'testing', 'fidelity');
const QUESTION: Record<Language, string> = { en: 'What is the promo code on this flyer?', ar: 'ما هو رمز الخصم في هذا الإعلان؟' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lastReply = (page: Page) => page.locator('[data-testid="simple-chat-messages"] li[data-role="assistant"]').last();

async function askAboutFlyer(page: Page, ui: Language, flyer: Language) {
  const t = STRINGS[ui].simpleChat;
  const before = await page.locator('[data-testid="simple-chat-messages"] li[data-role="assistant"]').count();
  await page
    .getByTestId('simple-chat-file')
    .setInputFiles({ name: `flyer-${flyer}.png`, mimeType: 'image/png', buffer: await readFile(join(FIXTURES, `flyer-${flyer}.png`)) });
  await page.getByTestId('simple-chat-attachment').waitFor();
  await page.getByLabel(t.inputLabel).fill(QUESTION[flyer]);
  await page.getByRole('button', { name: t.send }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="simple-chat-messages"] li[data-role="assistant"]').length > n,
    before,
    { timeout: 90_000 },
  );
  return lastReply(page);
}

describe('simple chat answers from an attached flyer image', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`answers in ${language} with the flyer's promo code, naming the flyer`, async () => {
      const context = await openContext(browser);
      const page = await context.newPage();
      await page.goto('/simple-chat');
      await chooseLanguage(page, language);
      const reply = await askAboutFlyer(page, language, language);
      const text = (await reply.textContent()) ?? '';
      expect(text).toContain('EID27X');
      expect(text).toContain(`flyer-${language}.png`);
      expect(await reply.getAttribute('dir')).toBe('auto');
      await context.close();
    });
  }

  it('shows an Arabic reply in the English interface right to left', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/simple-chat');
    await chooseLanguage(page, 'en');
    const reply = await askAboutFlyer(page, 'en', 'ar');
    expect((await reply.textContent()) ?? '').toContain('EID27X');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    // The direction the browser resolved for the bubble, from the reply's own first strong letter.
    expect(await reply.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await screenshot(reply, '/work/screens/30/simple-chat-arabic-reply-in-english-ui.png');
    await screenshot(page, '/work/screens/30/simple-chat-flyer-en-ui.png');
    await context.close();
  });
});

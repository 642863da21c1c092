import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { STRINGS, waitForText } from './support/browser';
import { openContext, signedInPage, withBrowser } from './support/journey';
import { followSystemTheme, shootAll } from './support/screens';

let browser: Browser;
withBrowser(async (b) => {
  browser = b;
});

describe.each(['en', 'ar'] as const)('forms say at each field what is wrong, in %s', (language: Language) => {
  const t = STRINGS[language];

  it('a new document: blank required fields and a title the server refuses are marked at the field', async () => {
    const context = await openContext(browser);
    await followSystemTheme(context);
    try {
      const page = await signedInPage(context, 'admin', language);
      await page.goto('/document-manager');
      await page.getByRole('button', { name: t.documentManager.addDocument }).click();
      const dialog = page.getByRole('dialog', { name: t.documentManager.addTitle });
      await dialog.getByRole('button', { name: t.documents.create }).click();
      await waitForText(page, '[data-testid="document-title-error"]', t.documentErrors.titleRequired);
      await waitForText(page, '[data-testid="document-content-error"]', t.documentErrors.contentRequired);
      expect(await dialog.getByLabel(t.documents.titleLabel).getAttribute('aria-invalid')).toBe('true');
      await shootAll(page, 'document-form-errors', language);
      // Too long for the server: its message names the field in this language, under the field.
      await dialog.getByLabel(t.documents.titleLabel).fill('x'.repeat(201));
      await dialog.getByLabel(t.documents.contentLabel).fill('Some content.');
      await dialog.getByRole('button', { name: t.documents.create }).click();
      await waitForText(page, '[data-testid="document-title-error"]', language === 'ar' ? 'الحقل العنوان' : 'title');
      expect(await page.locator('[data-testid="document-content-error"]').count()).toBe(0);
      await shootAll(page, 'document-form-server-error', language);
    } finally {
      await context.close();
    }
  });

  it('API settings: the default timeout 3000 is valid to the browser', async () => {
    const context = await openContext(browser);
    try {
      const page = await signedInPage(context, 'admin', language);
      await page.goto('/admin');
      await page.getByTestId('admin-card-api').click();
      const timeout = page.getByTestId('api-settings-form').getByLabel(t.admin.api.timeout);
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLInputElement>('[data-testid="api-settings-form"] input[type="number"][max="600000"]')?.value !== '',
      );
      expect(await timeout.inputValue()).toBe('3000');
      expect(await timeout.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(true);
    } finally {
      await context.close();
    }
  });
});

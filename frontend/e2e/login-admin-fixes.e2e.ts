import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { chooseLanguage, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { openContext, signedInPage, withBrowser } from './support/journey';
import { followSystemTheme, SCREENS_DIR, screenshot, shootAll } from './support/screens';

/** Issue 48's smaller defects, each as a person would meet it, in both languages. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = STRINGS[language];

  describe(`sign-in, the public chat, own account and phones (${language})`, () => {
    let context: BrowserContext;
    let page: Page;

    withBrowser(async (browser) => {
      context = await openContext(browser);
      await followSystemTheme(context);
      page = await context.newPage();
    });

    it('links the public chat from the login page, and the failed sign-in toast says so readably', async () => {
      await page.goto('/login');
      await chooseLanguage(page, language);
      await page.getByLabel(t.auth.username).fill('admin');
      await page.getByLabel(t.auth.password).fill('not-the-password');
      await page.getByRole('button', { name: t.auth.signIn }).click();
      const toast = page.getByTestId('toast');
      await toast.waitFor();
      // Dark text on a pale red: not white on light red (the axe journey checks both themes).
      const colours = await toast.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      expect(colours[0]).not.toBe('rgb(255, 255, 255)');
      await shootAll(page, 'login-failed', language);
      await toast.getByRole('button', { name: t.common.close }).click();
      await toast.waitFor({ state: 'detached' });
      // On a phone the toast leaves the language button free (it covered it, top centre).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: t.auth.signIn }).click();
      await toast.waitFor();
      const toastBox = await toast.boundingBox();
      const languageBox = await page.getByRole('button', { name: new RegExp(`^${t.header.language}:`) }).boundingBox();
      expect(toastBox && languageBox).toBeTruthy();
      expect(overlap(toastBox!, languageBox!)).toBe(false);
      await toast.getByRole('button', { name: t.common.close }).click();
      await toast.waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('link', { name: t.auth.publicChatLink }).click();
      await page.waitForURL((url) => url.pathname === '/simple-chat');
      await page.getByRole('heading', { name: t.simpleChat.title, level: 1 }).waitFor();
    });

    it('keeps the public chat title clear of its buttons at 390 px', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const title = await page.getByRole('heading', { name: t.simpleChat.title, level: 1 }).boundingBox();
      const picker = await page.getByRole('button', { name: new RegExp(`^${t.header.language}:`) }).boundingBox();
      const signIn = await page.getByRole('link', { name: t.simpleChat.signIn }).boundingBox();
      expect(title && picker && signIn).toBeTruthy();
      expect(overlap(title!, picker!)).toBe(false);
      expect(overlap(title!, signIn!)).toBe(false);
      // The whole title is on screen.
      expect(
        await page.getByRole('heading', { name: t.simpleChat.title, level: 1 }).evaluate((h) => h.scrollWidth <= h.clientWidth + 1),
      ).toBe(true);
      await shootAll(page, 'simple-chat-header', language);
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    it('says why an admin cannot disable their own account, and the server refuses it (409)', async () => {
      const admin = await signedInPage(context, 'admin', language);
      await admin.goto('/admin');
      await admin.getByRole('button', { name: t.admin.openPanel }).click();
      await admin.getByRole('tab', { name: t.admin.tabs.users }).click();
      const me = admin.locator('[data-testid="users-table"] tr[data-username="admin"]');
      await me.getByText(t.admin.users.you).waitFor();
      let confirmed = false;
      admin.on('dialog', (dialog) => {
        confirmed = true;
        void dialog.dismiss();
      });
      await me.getByRole('button', { name: t.admin.users.disable }).click();
      const toast = admin.getByTestId('toast');
      await toast.getByText(t.admin.users.cannotDisableSelf).waitFor();
      expect(await toast.textContent()).toContain(t.admin.users.cannotDisableSelfText);
      expect(confirmed).toBe(false);
      await shootAll(admin, 'admin-disable-self', language);
      const refused = await admin.evaluate(async (lng) => {
        const session = (await (await fetch('/api/auth/session')).json()) as { user: { id: string } };
        const headers = { 'Content-Type': 'application/json', 'Accept-Language': lng };
        const res = await fetch(`/api/admin/users/${session.user.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ disabled: true }),
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      }, language);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(language === 'en' ? /cannot disable your own account/ : /لا يمكنك تعطيل حسابك/);
      expect(await me.textContent()).toContain(t.admin.users.active);
      await admin.close();
    });

    it('moves the Quick Actions button out of the way of a field being typed in at 390 px (the audit filters)', async () => {
      const auditor = await signedInPage(context, 'auditor', language);
      await auditor.setViewportSize({ width: 390, height: 844 });
      await auditor.goto('/audit');
      const fab = auditor.getByRole('button', { name: t.quickActions.open });
      await fab.waitFor();
      const fields = auditor.locator('main input:not([type="checkbox"]), main select');
      await fields.first().waitFor();
      const count = await fields.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        if (!(await field.isVisible())) continue;
        await field.focus();
        await auditor.waitForFunction(() => {
          const button = document.querySelector('[data-stepped-aside]');
          return button !== null && getComputedStyle(button).visibility === 'hidden';
        });
      }
      await fields.first().focus();
      await screenshot(auditor, `${SCREENS_DIR}/audit-filters-typing-${language}-390.png`);
      await auditor.locator('main h1').click();
      await fab.waitFor({ state: 'visible' });
      await auditor.close();
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

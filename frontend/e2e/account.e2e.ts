import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, SendMessageResponse } from '@kb/contracts';
import { launchBrowser, newContext, signIn, signInWithForm, STRINGS, waitForText } from './support/browser';
import { QUESTIONS } from './support/chat';
import { expectNoCspViolations } from './support/csp';
import { followSystemTheme, shootAll } from './support/screens';
import { appURL } from './support/journey';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PEOPLE = {
  en: { username: 'layla-en', name: 'Layla Al-Rashid', first: 'Pearl-Diver-Compass-31', next: 'Harbour-Light-Falcon-58' },
  ar: { username: 'layla-ar', name: 'ليلى الراشد', first: 'Pearl-Diver-Compass-32', next: 'Harbour-Light-Falcon-59' },
} as const;

async function openAccountItem(page: Page, language: Language, item: 'profile' | 'settings') {
  const t = STRINGS[language];
  await page.getByRole('button', { name: new RegExp(t.account.menu) }).click();
  await page.getByRole('menuitem', { name: t.account[item] }).click();
}

describe.each(['en', 'ar'] as const)('the account menu in %s', (language: Language) => {
  const t = STRINGS[language];
  const person = PEOPLE[language];
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const adminContext = await newContext(browser, appURL());
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'admin123', 'en');
    await admin.evaluate(async (p) => {
      const res = await fetch('/api/admin/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: p.username, name: p.name, role: 'agent', password: p.first }),
      });
      if (!res.ok && res.status !== 409 && res.status !== 400) throw new Error(`create user answered ${res.status}`);
    }, person);
    await adminContext.close();
    context = await newContext(browser, appURL());
    await followSystemTheme(context);
    page = await context.newPage();
    await signInWithForm(page, person.username, person.first, language);
  });
  afterAll(async () => {
    expectNoCspViolations(context);
    await context?.close();
  });

  it('after sign-in, with the welcome toast on screen, the first Tab lands on the skip link', async () => {
    await page.getByText(t.auth.loginSuccess).first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.app.skipToContent);
  });

  it('Profile shows who I am and changes my password, refusing a wrong current one at its field', async () => {
    await openAccountItem(page, language, 'profile');
    const dialog = page.getByTestId('profile-dialog');
    await waitForText(page, '[data-testid="profile-name"]', person.name);
    expect(await dialog.getByTestId('profile-role').textContent()).toBe(t.profile.roles.agent);
    await shootAll(page, 'profile', language);
    const form = dialog.getByTestId('change-password-form');
    await form.getByLabel(t.profile.currentPassword).fill('not-my-password');
    await form.getByLabel(t.profile.newPassword, { exact: true }).fill(person.next);
    await form.getByLabel(t.profile.confirmPassword).fill(person.next);
    await form.getByRole('button', { name: t.profile.save }).click();
    await waitForText(
      page,
      '#profile-currentPassword-error',
      language === 'ar' ? 'كلمة المرور الحالية غير صحيحة' : 'The current password is not correct',
    );
    await form.getByLabel(t.profile.currentPassword).fill(person.first);
    await form.getByLabel(t.profile.confirmPassword).fill(`${person.next}x`);
    await form.getByRole('button', { name: t.profile.save }).click();
    await waitForText(page, '#profile-confirm-error', t.profile.mismatch);
    await form.getByLabel(t.profile.confirmPassword).fill(person.next);
    await form.getByRole('button', { name: t.profile.save }).click();
    await waitForText(page, 'body', t.profile.changedText);
    await shootAll(page, 'profile-changed', language);
    await dialog.getByRole('button', { name: t.common.close }).last().click();
    // Still signed in here; the new password works elsewhere and the old one does not.
    expect(await page.evaluate(async () => (await (await fetch('/api/auth/session')).json()).isAuthenticated)).toBe(true);
    const other = await newContext(browser, appURL());
    const otherPage = await other.newPage();
    await signInWithForm(otherPage, person.username, person.next, language);
    await other.close();
  });

  it('Settings changes the language, the theme and whether Enter sends', async () => {
    await openAccountItem(page, language, 'settings');
    const dialog = page.getByTestId('settings-dialog');
    await shootAll(page, 'settings', language);
    const other: Language = language === 'en' ? 'ar' : 'en';
    await dialog.getByRole('radio', { name: t.language[other] }).check();
    await page.waitForFunction((lng) => document.documentElement.lang === lng, other);
    await page.getByTestId('settings-dialog').getByRole('radio', { name: STRINGS[other].language[language] }).check();
    await page.waitForFunction((lng) => document.documentElement.lang === lng, language);
    await dialog.getByRole('radio', { name: t.theme.dark }).check();
    expect(await page.evaluate(() => localStorage.getItem('knowledge-base-theme'))).toBe('dark');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await dialog.getByRole('radio', { name: t.theme.light }).check();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
    await dialog.getByRole('checkbox', { name: t.preferences.enterToSend }).uncheck();
    await dialog.getByRole('button', { name: t.preferences.done }).click();

    const input = page.getByRole('textbox', { name: t.chat.inputLabel });
    await input.fill(QUESTIONS[language]);
    await input.press('Enter');
    await page.waitForTimeout(500);
    expect(await input.inputValue()).toBe(`${QUESTIONS[language]}\n`);
    expect(await page.locator('[data-message-id]').count()).toBe(0);
    await input.fill(QUESTIONS[language]);
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/messages', {
      timeout: 90_000,
    });
    await input.press('Control+Enter');
    const body = (await (await sent).json()) as SendMessageResponse;
    await page.locator(`[data-message-id="${body.assistantMessage.id}"]`).waitFor();
    // Back to the default for the next journey on this browser.
    await openAccountItem(page, language, 'settings');
    await page.getByTestId('settings-dialog').getByRole('checkbox', { name: t.preferences.enterToSend }).check();
    await page.getByTestId('settings-dialog').getByRole('button', { name: t.preferences.done }).click();
  });

  it('"Was this conversation useful?" records the answer, which stays after a reload', async () => {
    const details = page.getByRole('button', { name: t.chat.showDetails });
    if (await details.count()) await details.click();
    const feedback = page.getByTestId('conversation-feedback');
    await feedback.getByRole('button', { name: t.details.no }).click();
    await feedback.getByRole('button', { name: t.details.no, pressed: true }).waitFor();
    await feedback.getByRole('button', { name: t.details.yes }).click();
    await feedback.getByRole('button', { name: t.details.yes, pressed: true }).waitFor();
    await waitForText(page, '[data-testid="conversation-feedback"]', t.details.feedbackThanks);
    await shootAll(page, 'conversation-feedback', language);
    await page.reload();
    const again = page.getByRole('button', { name: t.chat.showDetails });
    if (await again.count()) await again.click();
    await page.getByTestId('conversation-feedback').getByRole('button', { name: t.details.yes, pressed: true }).waitFor();
  });

  it('the rate-limited public chat keeps the question the person typed', async () => {
    await page.goto('/simple-chat');
    await page.getByRole('button', { name: t.simpleChat.continueSimple }).click();
    // This account's 20 questions a minute are used up (the limit follows the account, so no other journey is touched).
    const statuses = await page.evaluate(async (language) => {
      const out: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await fetch('/api/simple-chat', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: `warm-up ${i}`, language }),
        });
        out.push(res.status);
      }
      return out;
    }, language);
    expect(statuses).toContain(429);
    const question = language === 'ar' ? 'ما هي سياسة الإجازة السنوية؟' : 'What is the annual leave policy?';
    const input = page.getByRole('textbox', { name: t.simpleChat.inputLabel });
    await input.fill(question);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/simple-chat');
    await input.press('Enter');
    expect((await answered).status()).toBe(429);
    await page.waitForFunction(
      ([label, q]) => (document.querySelector(`textarea[aria-label="${label}"]`) as HTMLTextAreaElement | null)?.value === q,
      [t.simpleChat.inputLabel, question] as const,
    );
    await shootAll(page, 'simple-chat-429', language);
  });
});

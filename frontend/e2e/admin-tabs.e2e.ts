import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { launchBrowser, newContext, signIn, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { followSystemTheme, shootAll } from './support/screens';
import { appURL } from './support/journey';

let browser: Browser;

async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

const BLANK = { welcomeEn: '', welcomeAr: '', suggestionsEn: [], suggestionsAr: [] };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What an admin types per run: each language sets the welcome screen in its own words. */
const CASES = {
  en: { welcome: 'Ask anything about Gulfnet policies and products.', suggestion: 'How many days of annual leave do I get?', other: 'ar' },
  ar: { welcome: 'اسأل عن أي شيء في سياسات جلف نت ومنتجاتها.', suggestion: 'كم يوم إجازة سنوية أستحق؟', other: 'en' },
} as const;

describe.each(['en', 'ar'] as const)('the Chat, Language and Compliance tabs in %s', (language: Language) => {
  const t = STRINGS[language];
  const c = CASES[language];
  let context: BrowserContext;
  let admin: Page;

  beforeAll(async () => {
    context = await newContext(browser, appURL());
    await followSystemTheme(context);
    admin = await context.newPage();
    await signIn(admin, 'admin', 'admin123', language);
  });
  afterAll(async () => {
    // The app is shared by every journey: the built-in welcome and English come back.
    await call(admin, 'PUT', '/api/site-settings/chat', BLANK).catch(() => undefined);
    await call(admin, 'PUT', '/api/site-settings/language', { defaultLanguage: 'en' }).catch(() => undefined);
    expectNoCspViolations(context);
    await context?.close();
  });

  it('has no tab that is "under development"', async () => {
    await admin.goto('/admin');
    await admin.getByRole('button', { name: t.admin.openPanel }).click();
    for (const tab of ['chat', 'language', 'compliance'] as const) {
      await admin.getByRole('tab', { name: t.admin.tabs[tab] }).click();
      await admin.getByRole('tab', { name: t.admin.tabs[tab], selected: true }).waitFor();
      const panel = admin.getByRole('tabpanel');
      await panel.getByRole('heading', { name: t.admin.tabs[tab], level: 2 }).waitFor();
      expect(await panel.textContent()).not.toMatch(/Under Development|قيد التطوير/);
    }
  });

  it('Chat Settings: a bad list is refused at its field in this language, a good one is saved and shown on the welcome screen', async () => {
    await admin.getByRole('tab', { name: t.admin.tabs.chat }).click();
    const form = admin.getByTestId('chat-settings-form');
    const mine = language === 'ar' ? 'Ar' : 'En';
    await form.getByLabel(t.siteAdmin.chat[`welcome${mine}`]).fill(c.welcome);
    await form.getByLabel(t.siteAdmin.chat[`suggestions${mine}`]).fill(`${c.suggestion}\n${c.suggestion}`);
    await form.getByRole('button', { name: t.siteAdmin.save }).click();
    // The same question twice: the server names the field in the page's language.
    await waitForText(
      admin,
      `#chat-suggestions${mine}-error`,
      language === 'ar'
        ? 'الحقل الأسئلة المقترحة بالعربية يذكر السؤال نفسه مرتين'
        : 'Suggested questions (English) lists the same question twice',
    );
    await shootAll(admin, 'admin-chat-settings-error', language);
    await form
      .getByLabel(t.siteAdmin.chat[`suggestions${mine}`])
      .fill(`${c.suggestion}\n${language === 'ar' ? 'ما هي سياسة العمل عن بعد؟' : 'What is the remote work policy?'}`);
    await form.getByRole('button', { name: t.siteAdmin.save }).click();
    await waitForText(admin, 'body', t.siteAdmin.chat.savedText);
    expect(await admin.locator(`#chat-suggestions${mine}-error`).count()).toBe(0);
    await shootAll(admin, 'admin-chat-settings', language);

    await admin.goto('/');
    await waitForText(admin, '[data-testid="welcome-text"]', c.welcome);
    await shootAll(admin, 'chat-welcome-custom', language);
    await admin.getByTestId('welcome-card').getByRole('button', { name: c.suggestion }).click();
    expect(await admin.getByLabel(t.chat.inputLabel).inputValue()).toBe(c.suggestion);
  });

  it('Language Settings: a browser that never chose a language opens the login and the public chat in the default', async () => {
    await admin.goto('/admin');
    await admin.getByTestId('admin-card-language').click();
    await admin.getByRole('tab', { name: t.admin.tabs.language, selected: true }).waitFor();
    const form = admin.getByTestId('language-settings-form');
    await form.getByRole('radio', { name: t.language[c.other] }).check();
    await form.getByRole('button', { name: t.siteAdmin.save }).click();
    await waitForText(admin, 'body', t.siteAdmin.language.savedText.replace('{{language}}', t.language[c.other]));
    await shootAll(admin, 'admin-language-settings', language);

    const stranger = await newContext(browser, appURL());
    const page = await stranger.newPage();
    await page.goto('/login');
    await page.waitForFunction((lng) => document.documentElement.lang === lng, c.other);
    await page.getByRole('heading', { name: STRINGS[c.other].auth.heading }).waitFor();
    await page.goto('/simple-chat');
    await page.waitForFunction((lng) => document.documentElement.lang === lng, c.other);
    await stranger.close();
    // This admin chose a language before: they keep it.
    await admin.reload();
    await admin.waitForFunction((lng) => document.documentElement.lang === lng, language);
    await call(admin, 'PUT', '/api/site-settings/language', { defaultLanguage: 'en' });
  });

  it('Compliance: copies the digest, records a verification with who made it, and states the retention', async () => {
    await admin.goto('/admin');
    await admin.getByRole('button', { name: t.admin.openPanel }).click();
    await admin.getByRole('tab', { name: t.admin.tabs.compliance }).click();
    const before = await call<{ verifications: number }>(admin, 'GET', '/api/compliance');
    await admin.getByTestId('compliance-hash').waitFor();
    await waitForText(admin, '[data-testid="compliance-retention"]', t.siteAdmin.compliance.retentionText);
    await admin.getByTestId('compliance-last').getByRole('button', { name: t.audit.verify.button }).click();
    const count = new Intl.NumberFormat(language === 'ar' ? 'ar-KW' : 'en-US').format(before.verifications + 1);
    await admin.waitForFunction((n) => document.querySelector('[data-testid="compliance-count"]')?.textContent === n, count);
    await waitForText(admin, '[data-testid="compliance-last"]', 'Fatima Al-Sabah');
    await waitForText(admin, '[data-testid="compliance-last"]', t.audit.verify.ok.split('{{')[0].trim());
    const after = await call<{ verifications: number; lastVerification: { ok: boolean; actorName: string } }>(
      admin,
      'GET',
      '/api/compliance',
    );
    expect(after.verifications).toBe(before.verifications + 1);
    expect(after.lastVerification.ok).toBe(true);
    await shootAll(admin, 'admin-compliance', language);
    // The verification is an audited event like any other.
    const log = await call<{ events: { type: string; metadata: { actorName: string } }[] }>(
      admin,
      'GET',
      '/api/audit/events?type=AuditLedgerVerified&limit=500',
    );
    expect(log.events.length).toBeGreaterThanOrEqual(after.verifications - 1);
  });
});

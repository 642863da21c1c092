import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, SendMessageResponse, Settings } from '@kb/contracts';
import { launchBrowser, newContext, signIn, signInWithForm, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
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

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Per language: its own new account and its own unanswerable question, asked in two wordings. */
const CASES = {
  en: {
    username: 'noura-en',
    topic: 'chess',
    questions: ['Is there a chess club for employees?', 'Do employees have a chess club?', 'Is there a discount on gym membership?'],
  },
  ar: {
    username: 'noura-ar',
    topic: 'bowling',
    questions: ['Is there a bowling league for employees?', 'Do employees have a bowling league?', 'Can staff borrow a company bicycle?'],
  },
} as const;

describe.each(['en', 'ar'] as const)('administration in %s, as an admin', (language: Language) => {
  const t = STRINGS[language];
  const c = CASES[language];
  let adminContext: BrowserContext;
  let admin: Page;
  let otherContext: BrowserContext;
  let other: Page;

  beforeAll(async () => {
    adminContext = await newContext(browser, appURL());
    admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'admin123', language);
    // An agent asks what the knowledge base cannot answer, and rates an answer not helpful.
    const agentContext = await newContext(browser, appURL());
    const agent = await agentContext.newPage();
    await signIn(agent, 'agent', 'agent123', 'en');
    for (const content of c.questions) {
      const sent = await call<SendMessageResponse>(agent, 'POST', '/api/messages', { content });
      expect(sent.assistantMessage.mode, content).toBe('not_found');
    }
    const answered = await call<SendMessageResponse>(agent, 'POST', '/api/messages', {
      content: 'How many days of annual leave do I get?',
    });
    await call(agent, 'POST', `/api/messages/${answered.assistantMessage.id}/feedback`, { helpful: false });
    // An agent who opens /admin is turned back with the destructive toast.
    await agent.goto('/admin');
    await waitForText(agent, 'body', STRINGS.en.access.deniedText);
    await agent.waitForURL((url) => url.pathname === '/');
    expectNoCspViolations(agentContext);
    await agentContext.close();
  });
  afterAll(async () => {
    await otherContext?.close();
    await adminContext?.close();
  });

  it('shows the dashboard with real figures and opens the panel from a card', async () => {
    await admin.goto('/admin');
    await admin.getByRole('heading', { name: t.admin.title, level: 1 }).waitFor();
    await admin.getByRole('heading', { name: t.admin.heading }).waitFor();
    await admin.locator('[data-testid="recent-activity"] li').first().waitFor();
    const overview = await call<{ documents: { total: number }; questions: { last30Days: number } }>(
      admin,
      'GET',
      '/api/analytics/overview',
    );
    expect(await admin.locator('[data-testid="figure-documents"] dd').textContent()).toContain(
      new Intl.NumberFormat(language === 'ar' ? 'ar-KW' : 'en-US').format(overview.documents.total),
    );
    await waitForText(admin, '[data-testid="recent-activity"]', t.admin.activity.AnswerRated_not_helpful);
    await admin.getByTestId('admin-card-api').click();
    await admin.getByRole('tab', { name: t.admin.tabs.api, selected: true }).waitFor();
  });

  it('saves the API settings, and shows the server message by a bad field', async () => {
    const form = admin.getByTestId('api-settings-form');
    await form.getByLabel(t.admin.api.temperature).fill('1.5');
    await form.getByRole('button', { name: t.admin.api.save }).click();
    await waitForText(admin, '#api-temperature-error', language === 'en' ? 'between 0 and 1' : '0');
    await waitForText(admin, 'body', t.admin.api.errorText);
    await form.getByLabel(t.admin.api.temperature).fill('0.4');
    await form.getByRole('button', { name: t.admin.api.save }).click();
    await waitForText(admin, 'body', t.admin.api.successText);
    expect((await call<Settings>(admin, 'GET', '/api/settings')).temperature).toBe(0.4);
    expect(await admin.locator('#api-temperature-error').count()).toBe(0);
    await waitForText(admin, '[data-testid="model-status"]', t.admin.api.notConfigured);
  });

  it('adds a user who signs in elsewhere; a role change and disabling reach their open tab at once', async () => {
    // Keyboard: the side tabs are one tab stop; arrows move, Enter activates.
    await admin.getByRole('tab', { name: t.admin.tabs.api }).focus();
    await admin.waitForFunction((name) => document.activeElement?.textContent === name, t.admin.tabs.api);
    await admin.keyboard.press('ArrowUp');
    await admin.waitForFunction((name) => document.activeElement?.textContent === name, t.admin.tabs.users);
    await admin.keyboard.press('Enter');
    await admin.getByRole('tab', { name: t.admin.tabs.users, selected: true }).waitFor();
    const form = admin.getByTestId('add-user-form');
    await form.getByLabel(t.admin.users.username, { exact: true }).fill(c.username);
    await form.getByLabel(t.admin.users.name, { exact: true }).fill('Noura Al-Ali');
    await form.getByLabel(t.admin.users.password, { exact: true }).fill('short');
    await form.getByRole('button', { name: t.admin.users.create }).click();
    await waitForText(admin, '[data-testid="add-user-form"]', language === 'en' ? 'at least 12' : '12');
    await form.getByLabel(t.admin.users.password, { exact: true }).fill('Sand-Dune-Falcon-42');
    await form.getByRole('button', { name: t.admin.users.create }).click();
    const row = admin.locator(`[data-testid="users-table"] tr[data-username="${c.username}"]`);
    await row.waitFor();

    otherContext = await newContext(browser, appURL());
    other = await otherContext.newPage();
    await signInWithForm(other, c.username, 'Sand-Dune-Falcon-42', language);
    expect(await other.getByRole('link', { name: t.nav.documentManager }).count()).toBe(0);

    const roleSelect = row.getByLabel(fill(t.admin.users.roleOf, { name: 'Noura Al-Ali' }));
    await roleSelect.selectOption('admin');
    await other.getByRole('link', { name: t.nav.documentManager }).waitFor();
    await roleSelect.selectOption('agent');
    await other.getByRole('link', { name: t.nav.documentManager }).waitFor({ state: 'detached' });

    admin.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: t.admin.users.disable }).click();
    await other.waitForURL((url) => url.pathname === '/login');
    await other.getByRole('button', { name: t.auth.signIn }).waitFor();
    await row.getByRole('button', { name: t.admin.users.enable }).waitFor();
    expectNoCspViolations(otherContext);
  });

  it('lists what staff could not find, the two wordings grouped, and prefills a new document from a gap', async () => {
    await admin.getByRole('tab', { name: t.admin.tabs.analytics }).click();
    const gap = admin.locator('[data-testid="gaps-unanswered"] li', { hasText: c.questions[1] });
    await gap.waitFor();
    expect(await gap.getAttribute('data-count')).toBe('2');
    expect(await gap.textContent()).toContain(c.questions[0]);
    expect(await admin.locator('[data-testid="gaps-unanswered"] li', { hasText: c.questions[2] }).getAttribute('data-count')).toBe('1');
    await waitForText(admin, '[data-testid="gaps-unhelpful"]', 'How many days of annual leave do I get?');
    await gap.getByRole('button', { name: t.admin.analytics.createDocument }).click();
    const form = admin.getByTestId('gap-document-form');
    await form.waitFor();
    expect(await form.getByLabel(t.documents.titleLabel).inputValue()).toBe(c.questions[1]);
    expectNoCspViolations(adminContext);
  });
});

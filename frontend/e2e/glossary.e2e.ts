import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventsPage, GlossaryEntry, Language, SessionResponse } from '@kb/contracts';
import { fill, launchBrowser, newContext, signIn, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { screenshot } from './support/screens';
import { appURL } from './support/journey';

const SCREENS = '/work/screens/28g';
let browser: Browser;

async function call<T>(page: Page, method: string, url: string): Promise<T> {
  return page.evaluate(
    async ({ method, url }) => {
      const response = await fetch(url, { method });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    { method, url },
  ) as Promise<T>;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Per language: a group an admin teaches, then edits; each language its own words. */
const CASES = {
  en: { added: ['lanyard', 'badge strap'], lone: 'lanyard', edited: ['lanyard', 'badge strap', 'neck strap'], filter: 'strap' },
  ar: { added: ['كشك', 'بسطة'], lone: 'كشك', edited: ['كشك', 'بسطة', 'kiosk'], filter: 'بسطه' },
} as const;

describe.each(['en', 'ar'] as const)('the Glossary tab in %s, as an admin', (language: Language) => {
  const t = STRINGS[language];
  const g = t.admin.glossary;
  const c = CASES[language];
  let context: BrowserContext;
  let page: Page;
  let otherContext: BrowserContext;
  let other: Page;

  /** Opens the admin panel on the Glossary tab and waits for the list. */
  async function openGlossary(p: Page) {
    await p.goto('/admin');
    await p.getByRole('button', { name: t.admin.openPanel }).click();
    await p.getByRole('tab', { name: t.admin.tabs.glossary }).click();
    await p.getByRole('tab', { name: t.admin.tabs.glossary, selected: true }).waitFor();
    await p.getByTestId('glossary-list').waitFor();
  }
  const card = (p: Page, term: string) =>
    p.locator('[data-testid="glossary-list"] > li', { has: p.locator('li', { hasText: new RegExp(`^${term}$`) }) });

  beforeAll(async () => {
    context = await newContext(browser, appURL());
    page = await context.newPage();
    await signIn(page, 'admin', 'admin123', language);
    otherContext = await newContext(browser, appURL());
    other = await otherContext.newPage();
    await signIn(other, 'admin', 'admin123', language);
  });
  afterAll(async () => {
    await otherContext?.close();
    await context?.close();
  });

  it('lists the shipped vocabulary as cards of chips and filters it', async () => {
    await Promise.all([openGlossary(page), openGlossary(other)]);
    const total = (await call<GlossaryEntry[]>(page, 'GET', '/api/glossary')).length;
    expect(await page.locator('[data-testid="glossary-list"] > li').count()).toBe(total);
    await waitForText(page, '[role="status"]', fill(g.count, { shown: total, total }, language));
    // Chips carry their own direction; the shipped ones are marked as such.
    const leave = card(page, 'vacation');
    expect(await leave.locator('li[dir="auto"]', { hasText: 'leave' }).count()).toBe(1);
    expect(await leave.textContent()).toContain(g.shipped);
    await page.getByLabel(g.search).fill('إجازة');
    await waitForText(page, '[role="status"]', fill(g.count, { shown: 1, total }, language));
    await page.getByLabel(g.search).fill('no-such-term-xyz');
    await waitForText(page, '[data-testid="admin-panel"]', fill(g.noMatch, { query: 'no-such-term-xyz' }, language));
    await page.getByLabel(g.search).fill('');
    await screenshot(page, join(SCREENS, `glossary-${language}-1440.png`));
  });

  it('adds a group (refusing a lone term with the server’s message), and another admin tab sees it at once', async () => {
    const form = page.getByTestId('glossary-add-form');
    await form.getByLabel(g.terms, { exact: true }).fill(c.lone);
    await form.getByRole('button', { name: g.addButton }).click();
    await waitForText(
      page,
      '[data-testid="glossary-add-form"] [role="alert"]',
      language === 'en' ? 'at least 2 different terms' : 'على الأقل',
    );
    // Typed with the keyboard: the terms, then Enter submits.
    await form.getByLabel(g.terms, { exact: true }).fill('');
    await form.getByLabel(g.terms, { exact: true }).focus();
    await page.keyboard.type(c.added.join(language === 'ar' ? '، ' : ', '));
    expect(await form.locator('li').allTextContents()).toEqual([...c.added]);
    await page.keyboard.press('Enter');
    await waitForText(page, 'body', g.added);
    await card(page, c.added[1]).waitFor();
    expect(await card(page, c.added[1]).textContent()).toContain(g.custom);
    expect(await form.getByLabel(g.terms, { exact: true }).inputValue()).toBe('');
    await card(other, c.added[1]).waitFor();
    await page.getByLabel(g.search).fill(c.filter);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="glossary-list"] > li').length === 1);
    await card(page, c.added[1]).waitFor();
  });

  it('edits the group in place, and the other tab follows', async () => {
    const name = c.added.join(', ');
    const edit = page.getByRole('button', { name: fill(g.editLabel, { name }, language) });
    const editor = page.getByTestId('glossary-editor');
    // Keyboard: Enter opens the editor on the group's terms, Escape leaves it (the panel stays) with focus back on Edit.
    await edit.focus();
    await page.keyboard.press('Enter');
    expect(await editor.getByLabel(g.terms, { exact: true }).inputValue()).toBe(c.added.join(', '));
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await page.getByTestId('admin-panel').waitFor();
    await page.waitForFunction(
      (label) => document.activeElement?.getAttribute('aria-label') === label,
      fill(g.editLabel, { name }, language),
    );
    await edit.click();
    await editor.getByLabel(g.terms, { exact: true }).fill(c.edited.join(', '));
    await screenshot(page, join(SCREENS, `glossary-${language}-1440-edit.png`));
    await editor.getByRole('button', { name: g.save }).click();
    await waitForText(page, 'body', g.saved);
    await card(page, c.edited[2]).waitFor();
    await card(other, c.edited[2]).waitFor();
    expect(await card(other, c.edited[2]).locator('li').allTextContents()).toEqual([...c.edited]);
  });

  it('removes the group after a confirmation, everywhere, and each change is in the audit log', async () => {
    const entry = (await call<GlossaryEntry[]>(page, 'GET', '/api/glossary')).find((e) => e.terms.includes(c.edited[2]))!;
    const name = c.edited.join(', ');
    // Cancel first: nothing happens.
    await page.getByRole('button', { name: fill(g.removeLabel, { name }, language) }).click();
    const dialog = page.getByTestId('glossary-remove-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: g.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, c.edited[2]).waitFor();
    await page.getByRole('button', { name: fill(g.removeLabel, { name }, language) }).click();
    await dialog.waitFor();
    await screenshot(page, join(SCREENS, `glossary-${language}-1440-remove.png`));
    await dialog.getByRole('button', { name: g.remove }).click();
    await waitForText(page, 'body', g.removedText);
    await card(page, c.edited[2]).waitFor({ state: 'detached' });
    await card(other, c.edited[2]).waitFor({ state: 'detached' });
    await waitForText(page, '[data-testid="admin-panel"]', fill(g.noMatch, { query: c.filter }, language));
    // The dashboard behind the panel names the change in its recent activity.
    const me = await call<SessionResponse>(page, 'GET', '/api/auth/session');
    await waitForText(
      page,
      '[data-testid="recent-activity"]',
      fill(t.admin.activity.GlossaryEntryRemoved, { actor: me.user!.name, subject: name }, language),
    );
    const log = await call<AuditEventsPage>(page, 'GET', `/api/audit/events?stream=glossary-entries&limit=500`);
    const mine = log.events.filter((e) => (e.data as { id: string }).id === entry.id);
    expect(mine.map((e) => e.type)).toEqual(['GlossaryEntryAdded', 'GlossaryEntryChanged', 'GlossaryEntryRemoved']);
    expect(new Set(mine.map((e) => e.metadata.actor)).size).toBe(1);
    await page.getByLabel(g.search).fill('');
  });

  it('fits a 390 px screen: cards in one column, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('glossary-list').waitFor();
    const widths = await page.evaluate(() => {
      const panel = document.querySelector('[data-testid="admin-panel"]')!;
      const list = document.querySelector('[data-testid="glossary-list"]')!;
      const content = list.closest('[role="tabpanel"]')!;
      const cards = Array.from(list.children)
        .slice(0, 3)
        .map((c) => c.getBoundingClientRect());
      return {
        page: document.documentElement.scrollWidth,
        panel: panel.getBoundingClientRect().width,
        content: [content.scrollWidth, content.clientWidth],
        columns: new Set(cards.map((r) => Math.round(r.left))).size,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.panel).toBeLessThanOrEqual(390);
    expect(widths.content[0]).toBeLessThanOrEqual(widths.content[1]);
    expect(widths.columns).toBe(1);
    await screenshot(page, join(SCREENS, `glossary-${language}-390.png`));
    // The cards, scrolled to: one column of chips with their actions.
    await page.evaluate(() => document.querySelector('[data-testid="glossary-list"]')!.scrollIntoView({ block: 'start' }));
    await screenshot(page, join(SCREENS, `glossary-${language}-390-cards.png`));
    // The add form, scrolled to, at the same width.
    await page.getByTestId('glossary-add-form').getByLabel(g.terms, { exact: true }).fill(c.added.join(', '));
    await screenshot(page.getByTestId('glossary-add-form'), join(SCREENS, `glossary-${language}-390-form.png`));
    await page.getByTestId('glossary-add-form').getByLabel(g.terms, { exact: true }).fill('');
    await page.setViewportSize({ width: 1440, height: 900 });
    expectNoCspViolations(context);
    expectNoCspViolations(otherContext);
  });
});

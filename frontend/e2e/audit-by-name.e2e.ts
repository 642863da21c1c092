import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuditDocumentMatch, Language } from '@kb/contracts';
import { freshAccount, signInAs } from './support/accounts';
import { STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { openContext, signedInPage, withBrowser } from './support/journey';
import { followSystemTheme, shootAll } from './support/screens';

/**
 * Issue 48: auditors work by name. The document timeline takes a document found by its title (in
 * either language), and every actor of the log, live rows included (an auditor's own reading,
 * recorded as they read), is a person's name; the drawer adds the id.
 */
const AUDITOR = 'Sara Al-Kandari';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = STRINGS[language];

  describe(`the audit screens by name (${language})`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;

    withBrowser(async (b) => {
      browser = b;
      context = await openContext(browser);
      await followSystemTheme(context);
      page = await signedInPage(context, 'auditor', language);
    });

    it('finds the document of the timeline by its title, typed in either language, with one search field', async () => {
      await page.goto('/audit?view=timeline');
      const field = page.getByRole('searchbox', { name: t.audit.timeline.documentTitle });
      await field.fill(language === 'en' ? 'no such title at all' : 'لا يوجد عنوان كهذا');
      await page.getByText(t.audit.timeline.matches_zero).waitFor();
      expect(await page.locator('main').getByRole('searchbox').count()).toBe(1);

      // A title as remembered: another case, an Arabic word without its hamza and taa marbuta.
      await field.fill(language === 'en' ? 'annual LEAVE policy' : 'الاجازه السنويه');
      const results = page.getByTestId('timeline-document-results');
      await results.getByRole('button').first().waitFor();
      const titles = await results.locator('button .title').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((title) => (language === 'en' ? /annual leave policy/i : /الإجازة السنوية/).test(title))).toBe(true);
      const picked = await results.getByRole('button').first();
      await picked.click();
      await page.waitForURL((url) => UUID.test(url.searchParams.get('document') ?? ''));
      const id = new URL(page.url()).searchParams.get('document');
      const doc = await page.evaluate(
        async (q) => (await (await fetch(`/api/audit/documents?q=${encodeURIComponent(q)}`)).json()) as AuditDocumentMatch[],
        id!,
      );
      await page.getByTestId('timeline-content').waitFor();
      expect(await page.getByTestId('timeline-state').locator('h3').textContent()).toBe(doc[0].title);
      expect(await results.locator('[aria-current="true"]').count()).toBe(1);
      await shootAll(page, 'audit-timeline-picker', language);
    });

    it("names the people in the log's live rows, the auditor's own reading included, and gives the id in the drawer", async () => {
      // Someone's private question: reading it in the log is recorded as the auditor's reading.
      const asker = await freshAccount(browser, 'agent', language === 'en' ? 'Dana Al-Shammari' : 'دانة الشمري');
      const askerContext = await openContext(browser);
      const askerPage = await askerContext.newPage();
      await signInAs(askerPage, asker, language);
      await askerPage.evaluate(async () =>
        fetch('/api/messages', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ content: 'How do I connect to the VPN?' }),
        }),
      );
      await askerContext.close();

      await page.goto('/audit');
      await page.locator('[data-testid="audit-events"] tr[data-position]').first().waitFor();
      // The live tail is on by default.
      expect(await page.getByRole('switch', { name: t.audit.live.toggle }).isChecked()).toBe(true);
      const own = page.getByTestId('audit-live').locator('tr[data-type="AuditRecordViewed"]').first();
      // Reading the questions again is recorded as it happens, and the record arrives live.
      await page.evaluate(async () => fetch('/api/audit/events?type=MessagePosted&order=desc'));
      await own.waitFor({ timeout: 15_000 });
      const actor = (await own.locator('td').last().textContent()) ?? '';
      expect(actor).toBe(AUDITOR);
      expect(actor).not.toMatch(UUID);
      const rows = await page.locator('[data-testid="audit-events"] tr[data-position] td:last-child').allTextContents();
      expect(rows.filter((cell) => UUID.test(cell))).toEqual([]);
      await shootAll(page, 'audit-live-names', language);

      await own.getByRole('button').first().click();
      const drawer = page.getByTestId('audit-event-drawer');
      await drawer.getByTestId('drawer-actor-id').waitFor();
      expect(await drawer.getByTestId('drawer-actor-name').textContent()).toBe(AUDITOR);
      expect(await drawer.getByTestId('drawer-actor-id').textContent()).toMatch(UUID);
      await shootAll(page, 'audit-drawer-actor', language);
      await page.keyboard.press('Escape');

      // The CSV names the reader too.
      const csv = await page.evaluate(async () => (await fetch('/api/audit/events/export?format=csv&type=AuditRecordViewed')).text());
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1);
      // Other journeys read the log beside this one (an admin's reading is recorded too): every reader is
      // named, none by id, and this auditor is among them.
      const readers = lines.map((line) => line.split(',')[4]);
      expect(readers).toContain(AUDITOR);
      expect(readers.filter((reader) => UUID.test(reader) || reader === '')).toEqual([]);
    });

    it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
  });
}

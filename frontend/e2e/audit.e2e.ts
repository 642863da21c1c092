import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, SendMessageResponse } from '@kb/contracts';
import { launchBrowser, newContext, signIn, STRINGS, waitForText } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { followSystemTheme, shootAll } from './support/screens';
import { appURL } from './support/journey';

let browser: Browser;
let context: BrowserContext;
let admin: Page;
let agent: Page;

/** A JSON call from a signed-in page (same origin, its session cookie). */
async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, appURL());
  admin = await context.newPage();
  await signIn(admin, 'admin', 'admin123', 'en');
  // The agent asks in its own context (own session).
  const agentContext = await newContext(browser, appURL());
  agent = await agentContext.newPage();
  await signIn(agent, 'agent', 'agent123', 'en');
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'ar'] as const)('the audit screen in %s, as the auditor', (language: Language) => {
  const t = STRINGS[language];
  const word = language === 'en' ? 'Zephyrine' : 'Xylocarpine';
  let auditorContext: BrowserContext;
  let page: Page;
  let documentId: string;
  let replyId: string;
  let adminName: string;

  beforeAll(async () => {
    const doc = await call<{ id: string }>(admin, 'POST', '/api/documents', {
      title: `${word} roaming bundle`,
      content: `The ${word} roaming bundle costs 7 dinars per week. It renews automatically every Sunday.`,
      category: 'product_info',
    });
    documentId = doc.id;
    const sent = await call<SendMessageResponse>(agent, 'POST', '/api/messages', {
      content: `How much does the ${word} roaming bundle cost?`,
    });
    replyId = sent.assistantMessage.id;
    await call(admin, 'PATCH', `/api/documents/${documentId}`, { content: `The ${word} roaming bundle costs 9 dinars per week.` });
    await call(admin, 'PATCH', `/api/documents/${documentId}`, { status: 'archived' });
    adminName = (await call<{ user: { name: string } }>(admin, 'GET', '/api/auth/session')).user.name;

    auditorContext = await newContext(browser, appURL());
    await followSystemTheme(auditorContext);
    page = await auditorContext.newPage();
    await signIn(page, 'auditor', 'auditor123', language);
    await page.getByRole('link', { name: t.nav.audit }).click();
    await page.getByRole('heading', { name: t.audit.title, level: 1 }).waitFor();
  });

  it('finds who archived the document and when, and sees the status change before and after', async () => {
    await page.getByLabel(t.audit.filters.stream).fill(`document-${documentId}`);
    // The type picker lists the log's event types by their names in this language; the actor picker lists people by name.
    const typePicker = page.getByLabel(t.audit.filters.type);
    await page.waitForFunction(() => document.querySelectorAll('select option[value="DocumentStatusChanged"]').length > 0);
    expect(await typePicker.locator('option[value="DocumentStatusChanged"]').textContent()).toBe(t.auditTypes.DocumentStatusChanged);
    await typePicker.selectOption('DocumentStatusChanged');
    await page.getByLabel(t.audit.filters.actor).selectOption({ label: adminName });
    await page.getByRole('button', { name: t.audit.filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('stream') === `document-${documentId}`);
    const rows = page.locator('[data-testid="audit-events"] tbody tr');
    // The filtered page has replaced the whole log.
    await page.waitForFunction((stream) => {
      const shown = Array.from(document.querySelectorAll('[data-testid="audit-events"] tbody tr'));
      return shown.length > 0 && shown.every((row) => row.getAttribute('data-stream') === stream);
    }, `document-${documentId}`);
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(adminName);
    await shootAll(page, 'audit-filters', language);

    const opener = rows.first().getByRole('button');
    await opener.click();
    const drawer = page.getByTestId('audit-event-drawer');
    await drawer.waitFor();
    expect(await drawer.getByTestId('drawer-actor-name').textContent()).toBe(adminName);
    // The person by name, and the record's id beside it (issue 48).
    expect(await drawer.getByTestId('drawer-actor-id').textContent()).toMatch(/^[0-9a-f-]{36}$/);
    expect(await drawer.getByTestId('drawer-time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await drawer.getByTestId('field-changes').waitFor();
    const change = await drawer.getByTestId('field-changes').locator('tbody tr').first().textContent();
    expect(change).toContain(t.documents.statuses.active);
    expect(change).toContain(t.documents.statuses.archived);
    // Radix Dialog: Escape closes it and the focus goes back to the row's button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // Radix moves the focus back once the drawer has gone (a tick after it leaves the DOM): wait for it, up to the usual 5 s.
    await opener.evaluate(
      (el) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now();
          const check = () =>
            el === document.activeElement
              ? resolve()
              : Date.now() - started > 5000
                ? reject(new Error('the focus did not go back to the row'))
                : requestAnimationFrame(check);
          check();
        }),
    );
  });

  it('shows new events live at the top of the filtered log', async () => {
    await call(admin, 'PATCH', `/api/documents/${documentId}`, { status: 'active' });
    await page.getByTestId('audit-live').locator('tr[data-type="DocumentStatusChanged"]').waitFor();
    await call(admin, 'PATCH', `/api/documents/${documentId}`, { status: 'archived' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-live"] tr').length === 2);
  });

  it("opens the document's timeline and sees an older state with the slider", async () => {
    await page.getByTestId('audit-events').getByRole('button').first().click();
    await page.getByRole('button', { name: t.audit.drawer.openTimeline }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'timeline');
    await page.getByTestId('timeline-content').waitFor();
    expect(await page.getByTestId('timeline-content').textContent()).toContain('9 dinars');
    const slider = page.getByTestId('timeline-slider');
    await slider.focus();
    await page.keyboard.press('Home');
    await waitForText(page, '[data-testid="timeline-content"]', '7 dinars');
    expect(await page.locator('[data-testid="timeline-versions"] [aria-current="true"]').textContent()).toContain('DocumentCreated');
    // The versions were made seconds apart: those sharing a minute show their seconds, so they do
    // not read the same. (Three versions made within a minute span at most two clock minutes, so at
    // least two share one; one alone in its minute, across the boundary, needs no seconds.)
    const times = await page
      .locator('[data-testid="timeline-versions"] time')
      .evaluateAll((nodes) => nodes.map((n) => ({ minute: (n.getAttribute('datetime') ?? '').slice(0, 16), text: n.textContent ?? '' })));
    expect(times.length).toBeGreaterThanOrEqual(3);
    const shared = times.filter((a) => times.filter((b) => b.minute === a.minute).length > 1);
    expect(shared.length).toBeGreaterThanOrEqual(2);
    for (const { text } of shared) expect(text).toMatch(/[0-9٠-٩]{1,2}:[0-9٠-٩]{2}:[0-9٠-٩]{2}/);
    await shootAll(page, 'audit-timeline-seconds', language);
  });

  it('explains the reply given before the edit with the wording it quoted', async () => {
    await page.getByRole('tab', { name: t.audit.tabs.provenance }).click();
    await page.getByLabel(t.audit.provenance.messageId).fill(replyId);
    await page.getByRole('button', { name: t.audit.provenance.show }).click();
    await page.getByTestId('provenance').waitFor();
    expect(await page.getByTestId('provenance-question').textContent()).toContain(word);
    const source = page.locator(`[data-testid="provenance-source"][data-document-id="${documentId}"]`);
    await source.waitFor();
    expect(await source.getByTestId('provenance-passage').textContent()).toContain('7 dinars');
    expect(await source.locator('[role="region"] mark').textContent()).toContain('7 dinars');
  });

  it('verifies the chain and shows the digest', async () => {
    await page.getByRole('button', { name: t.audit.verify.button }).click();
    const ok = t.audit.verify.ok.split('{{count')[0];
    await waitForText(page, '[data-testid="audit-verify"] [role="status"]', ok);
    expect(await page.getByTestId('digest-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('exports the filtered log as CSV', async () => {
    await page.getByRole('tab', { name: t.audit.tabs.log }).click();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: t.audit.export.csv }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^audit-events-.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('position,id,at,actor,actorName,type,streamId,streamVersion,correlationId,causationId,hash,data');
    expect(lines.slice(1).every((line) => line.includes(`DocumentStatusChanged,document-${documentId}`))).toBe(true);
    expect(lines.length).toBe(4);
  });

  it('opens newest first, and pages the whole log with Load more oldest first after the toggle', async () => {
    await page.getByRole('button', { name: t.audit.filters.clear }).click();
    await page.waitForURL((url) => !url.searchParams.has('stream'));
    const logRows = '[data-testid="audit-events"] tbody:not([data-testid="audit-live"]) tr';
    const positions = () => page.locator(logRows).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-position'))));
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 50, logRows);
    const newest = await positions();
    const head = (await call<{ position: number }>(page, 'GET', '/api/audit/digest')).position;
    expect(newest[0]).toBeGreaterThan(head - 10);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    // The switch follows the URL: click it, then wait for the URL (uncheck() checks the state at once).
    const newestFirst = page.getByRole('switch', { name: t.auditPickers.newestFirst });
    expect(await newestFirst.isChecked()).toBe(true);
    await newestFirst.click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-position') === '1', logRows);
    expect(await positions()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await page.getByRole('button', { name: t.audit.table.loadMore }).click();
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length > 50, logRows);
    const all = await positions();
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it('ran without a Content Security Policy violation', () => expectNoCspViolations(auditorContext));
});

describe('an agent opening /audit', () => {
  it('gets no sidebar link, and is denied and sent home', async () => {
    expect(await agent.getByRole('link', { name: STRINGS.en.nav.audit }).count()).toBe(0);
    await agent.goto('/audit');
    await agent.waitForURL((url) => url.pathname === '/');
    await waitForText(agent, 'body', STRINGS.en.access.deniedTitle);
  });

  it('ran without a Content Security Policy violation', () => {
    expectNoCspViolations(context);
    expectNoCspViolations(agent.context());
  });
});

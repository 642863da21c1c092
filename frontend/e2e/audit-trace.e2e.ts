import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { startApp, type RunningApp } from './support/app-process';
import { newContext, signIn, STRINGS } from './support/browser';
import { withBrowser } from './support/journey';

/**
 * An auditor jumps from a history line to its trace: this journey's own app exports traces (the
 * standard OTEL_EXPORTER_OTLP_ENDPOINT) to an OTLP/HTTP receiver in this process, and the event
 * drawer shows the trace id the receiver got, in English and Arabic.
 */
let app: RunningApp | undefined;
let receiver: Server;
const traceIds = new Set<string>();
let browser: Browser;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      for (const m of body.matchAll(/"traceId":"([0-9a-f]{32})"/g)) traceIds.add(m[1]);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  app = await startApp('e2e-trace-app', {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_SERVICE_NAME: 'kb-e2e',
  });
});
afterAll(async () => {
  await app?.stop();
  receiver?.close();
});
withBrowser(async (b) => {
  browser = b;
});

describe.each(['en', 'ar'] as const)('the audit event drawer in %s', (language: Language) => {
  it('shows the trace id of the request that recorded the event', async () => {
    const t = STRINGS[language];
    const login = await fetch(`${app!.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent', password: 'agent123' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const sent = await fetch(`${app!.baseURL}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ content: `Trace check ${language}: how many days of annual leave do I get?` }),
    });
    expect(sent.status).toBe(200);
    const { conversationId } = (await sent.json()) as { conversationId: string };

    const context = await newContext(browser, app!.baseURL);
    const page = await context.newPage();
    await signIn(page, 'auditor', 'auditor123', language);
    await page.getByRole('link', { name: t.nav.audit }).click();
    await page.getByLabel(t.audit.filters.stream).fill(`conversation-${conversationId}`);
    // The type picker lists the types the log holds (issue 31): wait for it to offer this one.
    await page.waitForFunction(() => document.querySelectorAll('select option[value="MessagePosted"]').length > 0);
    await page.getByLabel(t.audit.filters.type).selectOption('MessagePosted');
    await page.getByRole('button', { name: t.audit.filters.apply }).click();
    await page.waitForFunction((stream) => {
      const shown = Array.from(document.querySelectorAll('[data-testid="audit-events"] tbody tr'));
      return shown.length > 0 && shown.every((row) => row.getAttribute('data-stream') === stream);
    }, `conversation-${conversationId}`);
    await page.locator('[data-testid="audit-events"] tbody tr').first().getByRole('button').click();
    const drawer = page.getByTestId('audit-event-drawer');
    await drawer.waitFor();
    expect(await drawer.getByText(t.audit.drawer.traceId, { exact: true }).count()).toBe(1);
    const traceId = (await drawer.getByTestId('audit-trace-id').textContent())!;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    // The same trace reached the collector (spans are sent in batches: poll briefly).
    const deadline = Date.now() + 15_000;
    while (!traceIds.has(traceId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(traceIds.has(traceId)).toBe(true);
    await context.close();
  });
});

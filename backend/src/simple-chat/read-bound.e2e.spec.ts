import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUnitPdf } from '../hardening/testing/hostile-files.js';
import { scannedPdf } from '../knowledge-files/testing/scanned-pdf.js';
import { textPng } from '../shared/extraction/testing/text-image.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 44: an 18 KB PDF declaring 3,000 pages of 14400×14400 at /UserUnit 75000 held a public
 * read place for 90 s, and admitted scans waited 98–173 s during a flood. A public read now has a
 * time bound (here 8 s), waiting included: past it the asker is told the file could not be read in
 * time and its place goes to the next at once; the user-unit PDF is refused from its page count.
 */
const BOUND_S = 8;
let t: TestApp;
let slowScan: Uint8Array;

function send(address: string, file: { name: string; bytes: Uint8Array }, lang: 'en' | 'ar' = 'en') {
  const form = new FormData();
  form.append('message', 'When does the archive open?');
  form.append('language', lang);
  form.append('file', new Blob([file.bytes]), file.name);
  const started = performance.now();
  return fetch(`${t.url}/api/simple-chat-with-file`, { method: 'POST', headers: { 'x-forwarded-for': address }, body: form }).then(
    async (res) => ({
      status: res.status,
      ms: performance.now() - started,
      body: (await res.json()) as { message?: string; reply?: string },
    }),
  );
}

beforeAll(async () => {
  // One place for public reads, one more waiting.
  t = await startTestApp(
    {},
    {
      TRUST_PROXY: 'loopback',
      SIMPLE_CHAT_FILE_READ_SECONDS: String(BOUND_S),
      SIMPLE_CHAT_FILE_READS: '1',
      SIMPLE_CHAT_FILE_READS_WAITING: '1',
    },
  );
  const page = textPng(['Scanned notice', 'The Marigold archive opens at 07:30 on weekdays.', 'Bring your badge.']);
  // Twenty pages of OCR at low priority: far longer than the bound.
  slowScan = await scannedPdf(Array.from({ length: 20 }, () => ({ image: page, dpi: 150 })));
}, 120_000);
afterAll(() => t?.close());

describe('public reads within their time bound', () => {
  it('stops a read past the bound with "could not read this file in time", and the next file waiting gets the place at once', async () => {
    const slow = send('198.51.100.80', { name: 'scan.pdf', bytes: slowScan }, 'ar');
    // Sent halfway through the bound, from another address: it waits for the one place (its own bound counts the wait).
    await new Promise((r) => setTimeout(r, (BOUND_S * 1000) / 2));
    const next = send('198.51.100.81', {
      name: 'note.txt',
      bytes: new TextEncoder().encode('The Marigold archive opens at 07:30 on weekdays.'),
    });
    const [stopped, answered] = await Promise.all([slow, next]);
    expect(stopped.status).toBe(422);
    expect(stopped.body.message).toBe(
      `تعذّرت عليّ قراءة هذا الملف في الوقت المحدد (${BOUND_S} ثانية). جرّب ملفاً أصغر أو صفحات أقل، أو الصق النص في سؤالك.`,
    );
    expect(stopped.ms).toBeGreaterThanOrEqual(BOUND_S * 1000 - 50);
    expect(stopped.ms).toBeLessThan(BOUND_S * 1000 + 2_000);
    // The waiting file was read as soon as the stopped one gave up its place, not after its OCR.
    expect(answered.status).toBe(200);
    expect(answered.body.reply).toMatch(/07:30/);
    expect(answered.ms).toBeLessThan(BOUND_S * 1000);
  });

  it('refuses the PDF of 3,000 pages at /UserUnit 75000 from its page count, within the bound', async () => {
    const refused = await send('198.51.100.82', { name: 'atlas.pdf', bytes: userUnitPdf() });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The PDF has 3000 pages; files of at most 50 pages are read here. Send only the pages you need.');
    expect(refused.ms).toBeLessThan(BOUND_S * 1000 + 1_000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChromiumFiles } from '../../knowledge-files/testing/chromium-files.js';
import { pdfWithDeclaredImage, scannedPdf } from '../../knowledge-files/testing/scanned-pdf.js';
import { FILE_MESSAGES } from '../../knowledge-files/testing/file-messages.js';
import { registerMessages, translate } from '../i18n/messages.js';
import { foldArabic } from '../../assistant/testing/fixtures.js';
import { gifBomb, pngBomb, userUnitPdf } from '../../hardening/testing/hostile-files.js';
import { extractFile, OCR_PAGE_CAP } from './extract-file.js';
import { EXTRACTION_MESSAGES } from './extraction-messages.js';
import { MAX_PUBLIC_PDF_PAGES } from './file-limits.js';
import { OcrPool } from './ocr-pool.js';

const EN = 'The Halberd fiber installation fee is 15 dinars.';
const AR = 'رسوم تركيب ألياف الهالبرد خمسة عشر دينارا.';
const PDF = 'application/pdf';

// The notes' and refusals' wording, as the knowledge-files module and the app register it.
registerMessages(FILE_MESSAGES, EXTRACTION_MESSAGES);

/** Words after folding (case, Arabic letter variants, punctuation), as OCR's answers are compared. */
const words = (text: string) =>
  foldArabic(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** Share of `expected`'s words found in `text`. */
function recovered(expected: string, text: string): number {
  const found = new Set(words(text));
  const wanted = words(expected);
  return wanted.filter((w) => found.has(w)).length / wanted.length;
}

let chromium: ChromiumFiles;
const pool = new OcrPool(2);
const options = { maxContentLength: 200_000, pool };

beforeAll(async () => {
  chromium = await ChromiumFiles.launch();
}, 60_000);
afterAll(async () => {
  await chromium?.close();
  await pool.close();
});

describe('PDFs without a text layer, read by OCR', () => {
  it('reads a scan of an English page (JPEG) and an Arabic page (PNG) page by page: method ocr, both languages, every page', async () => {
    const scan = await scannedPdf([{ image: await chromium.jpeg(EN) }, { image: await chromium.png(AR) }]);
    const outcome = await extractFile(scan, PDF, options);
    expect(outcome).toMatchObject({ ok: true, method: 'ocr', pages: 2, languages: ['ar', 'en'], note: null });
    if (!outcome.ok) return;
    const [first, second] = outcome.text.split('\n\n');
    expect(recovered(EN, first), first).toBe(1);
    expect(recovered(AR, second), second).toBeGreaterThanOrEqual(0.8);
  });

  it('reads no more than the page cap: the file is read, and its note says only the first pages were', async () => {
    const sentences = ['The Orrin ferry leaves at 07:40.', 'The Quarrel bridge toll is 2 dinars.', 'The Vesper museum closes on Mondays.'];
    const scan = await scannedPdf(await Promise.all(sentences.map(async (s) => ({ image: await chromium.png(s) }))));
    const outcome = await extractFile(scan, PDF, { ...options, ocrPageCap: 2 });
    expect(outcome).toMatchObject({ ok: true, method: 'ocr', pages: 3, note: 'file_ocr_page_cap' });
    if (!outcome.ok) return;
    expect(recovered(sentences[0], outcome.text)).toBe(1);
    expect(recovered(sentences[1], outcome.text)).toBe(1);
    expect(outcome.text).not.toMatch(/Vesper|museum/);
    expect(OCR_PAGE_CAP).toBe(20);
    // The file's note, as the list shows it in each language.
    expect(translate('file_ocr_page_cap', 'en')).toMatch(/only the first 20 of them were read/);
    expect(translate('file_ocr_page_cap', 'ar')).toMatch(/قُرئت أول 20 صفحة منها فقط/);
  });

  it('reads a PDF mixing a text page and a scanned page in page order, as a PDF (the text layer where there is one)', async () => {
    const mixed = await scannedPdf([
      { text: ['The Lindqvist archive holds 4,200 letters from the harbour office.'] },
      { image: await chromium.png(EN) },
    ]);
    const outcome = await extractFile(mixed, PDF, options);
    expect(outcome).toMatchObject({ ok: true, method: 'pdf', pages: 2, languages: ['en'] });
    if (!outcome.ok) return;
    const [first, second] = outcome.text.split('\n\n');
    expect(first).toBe('The Lindqvist archive holds 4,200 letters from the harbour office.');
    expect(recovered(EN, second), second).toBe(1);
  });

  it('renders a page of absurd size within the pixel cap (the scan is still read), and refuses to decode an image declaring a billion pixels', async () => {
    const huge = await scannedPdf([{ image: await chromium.png(EN), size: [14_400, 1_646] }]);
    const outcome = await extractFile(huge, PDF, options);
    expect(outcome).toMatchObject({ ok: true, method: 'ocr' });
    // Rendered at a fifth of 300 dpi to stay within MAX_RENDER_PIXELS, the picture is enlarged 2.3×: OCR still reads it.
    if (outcome.ok) expect(recovered(EN, outcome.text), outcome.text).toBeGreaterThanOrEqual(0.8);
    const bomb = await pdfWithDeclaredImage(32_000);
    // What is asserted is the refusal to decode, not the time budget: on a machine at load 15 the
    // blank page's OCR once outran the default 15 s a page and the outcome was upload_timeout.
    expect(await extractFile(bomb, PDF, { ...options, ocrMsPerPage: 120_000, timeoutMs: 240_000 })).toEqual({
      ok: false,
      code: 'upload_no_text',
    });
  });

  it('stops a worker past its time, and OCR past its budget (its tesseract thread replaced), each with a clear failure', async () => {
    const scan = await scannedPdf([{ image: await chromium.png(EN) }]);
    expect(await extractFile(scan, PDF, { ...options, timeoutMs: 20 })).toEqual({
      ok: false,
      code: 'upload_timeout',
      params: { seconds: 0 },
    });
    expect(await extractFile(scan, PDF, { ...options, ocrMsPerPage: 1 })).toEqual({
      ok: false,
      code: 'upload_timeout',
      params: { seconds: 0 },
    });
    const again = await extractFile(scan, PDF, options);
    expect(again.ok && recovered(EN, again.text)).toBe(1);
  });

  it('gives an image past its OCR deadline a clear failure and frees its thread (a thread that died never answers)', async () => {
    const png = await chromium.png(EN);
    expect(await extractFile(png, 'image/png', { ...options, ocrMsPerPage: 1 })).toEqual({
      ok: false,
      code: 'upload_timeout',
      params: { seconds: 0 },
    });
    const again = await extractFile(png, 'image/png', options);
    expect(again.ok && recovered(EN, again.text)).toBe(1);
  });

  it('refuses the PDF of 3,000 pages at /UserUnit 75000 by its page count (public limit) or its first page’s size, at once, rendering nothing', async () => {
    const started = performance.now();
    expect(await extractFile(userUnitPdf(), PDF, { ...options, maxPages: MAX_PUBLIC_PDF_PAGES })).toEqual({
      ok: false,
      code: 'upload_pdf_too_many_pages',
      params: { pages: 3000, max: 50 },
    });
    expect(await extractFile(userUnitPdf(), PDF, options)).toEqual({
      ok: false,
      code: 'upload_pdf_page_too_large',
      params: { page: 1, width: 15_000_000, height: 15_000_000, max: 200 },
    });
    expect(await extractFile(userUnitPdf(1), PDF, options)).toMatchObject({ ok: false, code: 'upload_pdf_page_too_large' });
    // Three children parsing 18 KB each: seconds on a loaded machine, where drawing 3,000 pages would take hours.
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(translate('upload_pdf_page_too_large', 'ar', { page: 1, width: 1, height: 1, max: 200 })).toMatch(/بوصة/);
  });
});

describe('images declaring more pixels than the budget', () => {
  it('are refused from their header, before an OCR child is even started', async () => {
    const untouched = new OcrPool(1);
    const started = performance.now();
    expect(await extractFile(gifBomb(), 'image/gif', { ...options, pool: untouched })).toEqual({
      ok: false,
      code: 'upload_image_too_large',
      params: { width: 65535, height: 65535, max: 50 },
    });
    expect(await extractFile(pngBomb(), 'image/png', { ...options, pool: untouched })).toMatchObject({
      ok: false,
      code: 'upload_image_too_large',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(translate('upload_image_too_large', 'en', { width: 65535, height: 65535, max: 50 })).toBe(
      'The image declares 65535 × 65535 pixels; images of at most 50 megapixels are read. Send a smaller image.',
    );
  });

  it('let through by a raised budget, abort the OCR child natively: the file fails as crashed, and the pool reads the next image', async () => {
    const crashPool = new OcrPool(1);
    process.env.KB_IMAGE_MAX_PIXELS = String(65535 * 65535);
    try {
      // @napi-rs/canvas: `SkBitmap.cpp: fatal error … tryAllocPixels`, the child ends by SIGILL.
      expect(await extractFile(gifBomb(), 'image/gif', { ...options, pool: crashPool })).toEqual({ ok: false, code: 'upload_crashed' });
    } finally {
      delete process.env.KB_IMAGE_MAX_PIXELS;
    }
    const next = await extractFile(await chromium.png(EN), 'image/png', { ...options, pool: crashPool });
    expect(next.ok && recovered(EN, next.text)).toBe(1);
    await crashPool.close();
  });
});

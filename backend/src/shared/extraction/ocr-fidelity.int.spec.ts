import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractFile } from './extract-file.js';
import { OcrPool } from './ocr-pool.js';

// The fidelity suite's targets for OCR (issue 30, `npm run bench:files -- --fidelity` measures them
// all): character error rate at most 5% on a clean image and 10% on a noisy scan, every number and
// code of a clean image kept. Asserted here on the Arabic clean circular and the Arabic noisy scan,
// the hardest of the suite (mixed lines, a table, bullets).
const FIXTURES = join(import.meta.dirname, '..', '..', 'knowledge-files', 'testing', 'fidelity');
const expected = async (file: string) =>
  (JSON.parse(await readFile(join(FIXTURES, 'expected.json'), 'utf8')) as { file: string; text: string }[]).find((e) => e.file === file)!
    .text;

const normalise = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
function cer(actual: string, wanted: string): number {
  const a = [...normalise(actual)];
  const b = [...normalise(wanted)];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length] / Math.max(b.length, 1);
}
/** Tokens of the expected text holding a digit (times, dates, amounts, phones, codes), without surrounding punctuation. */
const codesOf = (text: string) => [
  ...new Set(
    normalise(text)
      .split(' ')
      .map((t) => t.replace(/^[([«"']+|[.,،:;؛)\]»"']+$/g, ''))
      .filter((t) => /\d/.test(t)),
  ),
];

const pool = new OcrPool(1);
afterAll(() => pool.close());

async function read(file: string, mediaType: string) {
  // A generous OCR budget: this is about what is read, on a machine other tests may be loading (the budget has its own tests).
  const outcome = await extractFile(new Uint8Array(await readFile(join(FIXTURES, file))), mediaType, {
    maxContentLength: 200_000,
    pool,
    ocrMsPerPage: 45_000,
  });
  expect(outcome).toMatchObject({ ok: true, method: 'ocr' });
  return outcome.ok ? outcome.text : '';
}

describe('OCR fidelity (Arabic and English models merged word by word)', () => {
  it('reads the clean Arabic circular within 5% of its characters, every number and code kept, lines in logical order', async () => {
    const wanted = await expected('circular-ar.png');
    const text = await read('circular-ar.png', 'image/png');
    expect(cer(text, wanted), text).toBeLessThanOrEqual(0.05);
    expect(
      codesOf(wanted).filter((code) => !text.includes(code)),
      text,
    ).toEqual([]);
    // Sentences whole (a line that does not end one goes on at the next), the table as rows with their headers.
    expect(text).toContain('للاستفسار اتصل على 1800-555 أو +965 2222 3333.');
    expect(text.split('\n')).toContain('الباقة: Gold 5G؛ السعر: 12.500 د.ك');
  }, 60_000);

  it('reads the noisy Arabic scan (skewed, speckled, with a table) within 10% of its characters', async () => {
    const wanted = await expected('scan-ar.pdf');
    const text = await read('scan-ar.pdf', 'application/pdf');
    expect(cer(text, wanted), text).toBeLessThanOrEqual(0.1);
  }, 60_000);
});

// Knowledge files (issue 13): (1) extraction time per type, per MB, in this process through the same
// code the server runs (worker thread for text/JSON/DOCX/DOC/PDF, tesseract.js pool for images and
// for the pages of a scanned PDF, which the worker renders at 300 dpi);
// (2) /health p99 of the built app (its own process, embedded PGlite) while four uploads are being
// read all the time, against its p99 idle, measured in the same run.
import { chromium } from 'playwright-core';
import { extractFile } from '../backend/dist/shared/extraction/extract-file.js';
import { ocrPool } from '../backend/dist/shared/extraction/ocr-pool.js';
import { docxFile } from '../backend/dist/documents/testing/fixture-files.js';
import { legacyWordDocument } from '../backend/dist/documents/testing/legacy-doc.js';
import { scannedPdf } from '../backend/dist/knowledge-files/testing/scanned-pdf.js';
import { median, percentile, printTable, probeHealth, startBuiltApp } from './lib.mjs';

if (process.argv.includes('--fidelity')) {
  // Fidelity (issue 30): the committed suite of real files, read by the server's code, scored against their exact text.
  await import('./fidelity/run.mjs');
  process.exit(0);
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EN = 'The daily roaming pass costs 3 KWD in the Gulf countries and renews at midnight. ';
const AR = 'تبلغ رسوم باقة التجوال اليومية 3 دنانير كويتية وتتجدد عند منتصف الليل. ';
const utf8 = (s) => new TextEncoder().encode(s);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
async function pdf(paragraphs) {
  const page = await browser.newPage();
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"></head><body style="font:12px sans-serif">${paragraphs.map((p) => `<p dir="${/[\u0600-\u06FF]/.test(p) ? 'rtl' : 'ltr'}">${p}</p>`).join('')}</body></html>`,
  );
  const bytes = new Uint8Array(await page.pdf({ format: 'A4' }));
  await page.close();
  return bytes;
}
async function png(sentence) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 160 } });
  await page.setContent(
    `<!doctype html><html dir="${/[\u0600-\u06FF]/.test(sentence) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"></head><body style="margin:40px;font:48px sans-serif;background:#fff">${sentence}</body></html>`,
  );
  const bytes = new Uint8Array(await page.screenshot({ type: 'png' }));
  await page.close();
  return bytes;
}
/** A scan: A4 pages at 300 dpi, each one picture (JPEG, as scanners store pages) of a few lines, no text layer. */
async function scan(pages) {
  const images = [];
  for (const lines of pages) {
    const page = await browser.newPage({ viewport: { width: 2480, height: 3508 } });
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:240px;font:48px serif;background:#fff">${lines.map((l) => `<p dir="${/[\u0600-\u06FF]/.test(l) ? 'rtl' : 'ltr'}">${l}</p>`).join('')}</body></html>`,
    );
    images.push({ image: new Uint8Array(await page.screenshot({ type: 'jpeg', quality: 85 })) });
    await page.close();
  }
  return scannedPdf(images);
}

const paragraphs = Array.from({ length: 400 }, (_, i) => (i % 2 ? AR : EN).repeat(3));
const files = [
  ['txt (UTF-8, en+ar)', 'text/plain', utf8(paragraphs.join('\n').repeat(3))],
  ['json', 'application/json', utf8(JSON.stringify({ plans: paragraphs.map((p, i) => ({ id: i, text: p })) }))],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', await docxFile('Roaming', paragraphs)],
  ['doc', 'application/msword', legacyWordDocument([EN, EN.repeat(2), EN])],
  ['pdf (Chromium, en+ar)', 'application/pdf', await pdf(paragraphs)],
  ['png (OCR en)', 'image/png', await png('The Halberd fiber installation fee is 15 dinars.')],
  ['png (OCR ar)', 'image/png', await png('رسوم تركيب ألياف الهالبرد خمسة عشر دينارا.')],
  ['pdf scan (OCR, 2 A4 pages en+ar)', 'application/pdf', await scan([Array(12).fill(EN.trim()), Array(12).fill(AR.trim())])],
];
await extractFile(files[5][2], 'image/png', { maxContentLength: 200_000 }); // OCR workers start once, as in the server
const rows = [];
for (const [label, type, bytes] of files) {
  const times = [];
  let outcome;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    outcome = await extractFile(bytes, type, { maxContentLength: 2_000_000 });
    times.push(performance.now() - started);
  }
  const mb = bytes.byteLength / (1024 * 1024);
  rows.push({
    type: label,
    'size MB': mb.toFixed(3),
    'median ms': median(times).toFixed(0),
    'ms per MB': (median(times) / mb).toFixed(0),
    chars: outcome.ok ? outcome.text.length : outcome.code,
    pages: outcome.ok ? (outcome.pages ?? '') : '',
  });
}
await ocrPool.close();
console.log(`extraction, median of ${RUNS} runs per file (in process: worker thread / OCR pool as the server runs them)`);
printTable(rows);

// /health while four uploads are being read.
const app = await startBuiltApp();
const { url } = app;
try {
  const cookie = await app.cookieOf('agent', 'agent123');
  const probe = (until) => probeHealth(url, until);
  // Each uploader sends a file, waits until the server has read it (polling the list), and sends the next.
  const mix = [files[4], files[5], files[2], files[6]];
  let read = 0;
  const uploader = async (file, until) => {
    for (let n = 0; Date.now() < until; n++) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([file[2]]),
        `${n}-${file[0].split(' ')[0]}.${file[1] === 'image/png' ? 'png' : file[1] === 'application/pdf' ? 'pdf' : 'docx'}`,
      );
      const created = await (await fetch(`${url}/api/knowledge-files`, { method: 'POST', headers: { cookie }, body: form })).json();
      for (;;) {
        const list = await (await fetch(`${url}/api/knowledge-files`, { headers: { cookie } })).json();
        if (list.find((f) => f.id === created.id)?.status !== 'processing') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      read++;
    }
  };
  const idle = await probe(Date.now() + SECONDS * 1000);
  const until = Date.now() + SECONDS * 1000;
  const [busy] = await Promise.all([probe(until), ...mix.map((f) => uploader(f, until))]);
  const [p99Idle, p99Busy] = [percentile(idle, 99), percentile(busy, 99)];
  console.log(
    `\n/health probed for ${SECONDS} s each way (sequential GETs, 5 ms apart); server: built app, embedded PGlite; ${read} uploads read meanwhile (PDF, PNG en, DOCX, PNG ar, four at a time)`,
  );
  printTable([
    {
      phase: 'idle',
      probes: idle.length,
      'p50 ms': percentile(idle, 50).toFixed(1),
      'p99 ms': p99Idle.toFixed(1),
      'max ms': Math.max(...idle).toFixed(1),
    },
    {
      phase: '4 uploads extracting',
      probes: busy.length,
      'p50 ms': percentile(busy, 50).toFixed(1),
      'p99 ms': p99Busy.toFixed(1),
      'max ms': Math.max(...busy).toFixed(1),
    },
  ]);
  console.log(`p99 ratio extracting / idle: ${(p99Busy / p99Idle).toFixed(2)}×`);
} finally {
  await browser.close();
  await app.stop();
}

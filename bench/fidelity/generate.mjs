// Fidelity suite (issues 30, 47): files people really upload, made here, each with its exact text.
// Chromium (Debian's, through playwright-core) prints HTML circulars to PDF and screenshots flyers to
// PNG; the PDFs are printed with the fonts staff documents use (Noto Naskh and Noto Sans Arabic, from
// Debian's fonts-noto-core, which scripts/ensure-test-packages.mjs installs): their ligatures (lam-alef,
// lam-yaa) are one glyph for two letters, the case that broke extraction; `docx` writes the Word memos; a "scan" is a page screenshot turned a few degrees, with noise,
// stored as JPEG inside a PDF without a text layer (as scanners do). Everything is deterministic
// (fixed text, fixed fonts, a seeded noise generator), so running it again gives the same fixtures.
//   node bench/fidelity/generate.mjs   → backend/src/knowledge-files/testing/fidelity/
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDocument } from 'pdf-lib';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURES = join(here, '..', '..', 'backend', 'src', 'knowledge-files', 'testing', 'fidelity');

// A circular: heading, mixed lines (times, dates, amounts with separators, phones, codes, Latin names
// inside Arabic, tanween and shadda), a bullet list and a two-column table. `wrap` is a paragraph
// printed in a narrow box, so that a code breaks across lines as it does in real circulars.
export const CIRCULAR = {
  en: {
    lines: [
      'Circular No. 2027/14',
      'To all branch staff',
      'The first phase of the Eid offer starts on 1 March 2027.',
      'Branches open from 16:15 to 21:00 on weekdays.',
      'Customers pay KWD 1,250.500 through the Halberd Pay app.',
      'For questions call 1800-555 or +965 2222 3333.',
    ],
    bullets: ['Gold plan at KWD 12.500 a month', 'Silver plan at KWD 7.250 a month'],
    table: [
      ['Plan', 'Price'],
      ['Gold 5G', 'KWD 12.500'],
      ['Fiber 500', 'KWD 19.750'],
    ],
    wrap: 'Settle the invoice with the code KNET-PAY-88 before 31/12/2027.',
    closing: 'The account stays open until the activation is complete.',
  },
  ar: {
    lines: [
      'تعميم رقم 2027/14',
      'إلى جميع موظفي الفروع',
      'يسرّنا الإعلان عن المرحلة الأولى من عرض العيد اعتبارًا من 1 مارس 2027.',
      'تعمل الفروع من 16:15 إلى 21:00 أيام الأسبوع.',
      'ويُدفع مبلغ 1,250.500 د.ك عبر تطبيق Halberd Pay.',
      'للاستفسار اتصل على 1800-555 أو +965 2222 3333.',
    ],
    bullets: ['باقة Gold بسعر 12.500 د.ك شهريًا', 'باقة Silver بسعر 7.250 د.ك شهريًا'],
    table: [
      ['الباقة', 'السعر'],
      ['Gold 5G', '12.500 د.ك'],
      ['Fiber 500', '19.750 د.ك'],
    ],
    wrap: 'تُسدَّد الفاتورة بالرمز KNET-PAY-88 قبل 31/12/2027.',
    closing: 'يبقى الحساب مفتوحًا حتى يكتمل التفعيل فوريًّا.',
  },
};

// A fee circular (issue 47): lam-alef and lam-yaa ligatures (الأولى، لا، إلا، على، إلى), brackets in a
// right-to-left line, a three-column fee table whose header holds "(د.ك)", a sentence wrapped over two
// lines and a code broken at a line's end. A table row reads as its cells with their headers.
export const FEES = {
  en: {
    title: 'Fees Circular No. 2027/22',
    intro: 'The following fees apply to line services from the first phase of the year, and no further fee is charged without the written approval of the branch manager.',
    table: [
      ['Service', 'Fee (KWD)', 'Duration'],
      ['Line ownership transfer', '7.500', '2 days'],
      ['Damaged SIM replacement', '2.000', '1 day'],
      ['Suspended line reactivation', '3.250', '3 days'],
    ],
    wrap: 'Pay the fee at the branch or through the payment app with the code KNET-PAY-88.',
    closing: 'For reviews (services department) call 1800-555.',
  },
  ar: {
    title: 'تعميم الرسوم رقم 2027/22',
    intro: 'تُطبَّق الرسوم التالية على خدمات الخطوط اعتبارًا من المرحلة الأولى من العام، ولا تُحصَّل أي رسوم إضافية إلا بموافقة خطية من مدير الفرع.',
    table: [
      ['الخدمة', 'الرسم (د.ك)', 'المدة'],
      ['نقل ملكية الخط', '7.500', 'يومان'],
      ['استبدال الشريحة التالفة', '2.000', 'يوم واحد'],
      ['إعادة تفعيل الخط الموقوف', '3.250', 'ثلاثة أيام'],
    ],
    wrap: 'يُدفع الرسم إلى الفرع أو عبر تطبيق الدفع بالرمز KNET-PAY-88.',
    closing: 'للمراجعة (قسم الخدمات) اتصل على 1800-555.',
  },
};

// A notice photographed or screenshotted (issue 47): one sentence over two lines, then a reference.
export const NOTICE = {
  en: { title: 'Shuttle service', sentence: 'A free shuttle bus runs every 20 minutes between the main gate and the customer care building until 31 May 2027.', reference: 'Reference SHT-2027-05' },
  ar: { title: 'خدمة النقل الداخلي', sentence: 'تعمل حافلة مجانية كل 20 دقيقة بين البوابة الرئيسية ومبنى خدمة العملاء حتى 31 مايو 2027.', reference: 'المرجع SHT-2027-05' },
};

/**
 * A table as its text: one line per row, each cell after its column's header ("Service: …; Fee (KWD):
 * 7.500 KWD; …": a bare number under a header naming its unit carries the unit).
 */
export function tableRows(table, lang) {
  const [header, ...rows] = table;
  const withUnit = (cell, h) => (/^[\d.,]+$/.test(cell) && /\(([^()\d]+)\)$/.test(h) ? `${cell} ${/\(([^()\d]+)\)$/.exec(h)[1]}` : cell);
  return rows.map((row) => row.map((cell, i) => `${header[i]}: ${withUnit(cell, header[i])}`).join(lang === 'ar' ? '؛ ' : '; '));
}

export function feesText(lang) {
  const f = FEES[lang];
  return [f.title, f.intro, ...tableRows(f.table, lang), f.wrap, f.closing].join('\n');
}

export function noticeText(lang) {
  const n = NOTICE[lang];
  return [n.title, n.sentence, n.reference].join('\n');
}

export const FLYER = {
  en: ['Eid Offer 2027', 'Promo code EID27X', 'Valid from 1 to 15 April 2027', 'Call 1800-555'],
  ar: ['عرض العيد 2027', 'رمز الخصم EID27X', 'صالح من 1 إلى 15 أبريل 2027', 'اتصل على 1800-555'],
};

/** The exact text of a circular, line by line (a table row reads cell after cell in the line's direction). */
export function circularText(lang) {
  const c = CIRCULAR[lang];
  return [...c.lines, ...c.bullets.map((b) => `• ${b}`), ...tableRows(c.table, lang), c.wrap, c.closing].join('\n');
}

/** Fonts: DejaVu for screenshots and scans (as before), the Noto families for printed PDFs. */
const FONTS = {
  dejavu: "'DejaVu Sans', sans-serif",
  naskh: "'Noto Sans', 'Noto Naskh Arabic', sans-serif",
  sansArabic: "'Noto Sans', 'Noto Sans Arabic', sans-serif",
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function circularHtml(lang, { fontPx, margin, font = FONTS.dejavu }) {
  const c = CIRCULAR[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>
    body { margin: ${margin}px; font: ${fontPx}px ${font}; background: #fff; color: #000; }
    p { margin: 0 0 0.6em; } h1 { font-size: 1.3em; margin: 0 0 0.6em; }
    ul { list-style: none; padding: 0; margin: 0 0 0.6em; } li { margin: 0 0 0.3em; }
    table { border-collapse: collapse; margin: 0 0 0.8em; } td { padding: 0.2em 1.5em; border: 1px solid #444; }
    .narrow { width: 14em; }
  </style></head><body>
    <h1>${esc(c.lines[0])}</h1>${c.lines.slice(1).map((l) => `<p>${esc(l)}</p>`).join('')}
    <ul>${c.bullets.map((b) => `<li>• ${esc(b)}</li>`).join('')}</ul>
    <table>${c.table.map((r) => `<tr>${r.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`).join('')}</table>
    <p class="narrow">${esc(c.wrap)}</p><p>${esc(c.closing)}</p>
  </body></html>`;
}

function feesHtml(lang, font) {
  const f = FEES[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>
    body { margin: 40px; font: 15px ${font}; background: #fff; color: #000; }
    p { margin: 0 0 0.6em; } h1 { font-size: 1.3em; margin: 0 0 0.6em; } .intro { width: 30em; }
    table { border-collapse: collapse; margin: 0 0 0.8em; } th, td { padding: 0.2em 1.2em; border: 1px solid #444; text-align: start; }
    .narrow { width: ${lang === 'ar' ? 21 : 18}em; } /* the code breaks after "KNET-" */
  </style></head><body>
    <h1>${esc(f.title)}</h1><p class="intro">${esc(f.intro)}</p>
    <table><tr>${f.table[0].map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${f.table.slice(1).map((r) => `<tr>${r.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`).join('')}</table>
    <p class="narrow">${esc(f.wrap)}</p><p>${esc(f.closing)}</p>
  </body></html>`;
}

function noticeHtml(lang) {
  const n = NOTICE[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>
    body { margin: 40px; font: 30px ${FONTS.dejavu}; background: #fff; color: #111; width: 900px; }
    p { margin: 0 0 0.6em; } h1 { font-size: 1.3em; margin: 0 0 0.6em; }
  </style></head><body><h1>${esc(n.title)}</h1><p>${esc(n.sentence)}</p><p>${esc(n.reference)}</p></body></html>`;
}

function flyerHtml(lang) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>
    body { margin: 40px; font: 40px 'DejaVu Sans', sans-serif; background: #fff; color: #111; }
    p { margin: 0 0 0.5em; } p:first-child { font-size: 1.4em; font-weight: bold; }
  </style></head><body>${FLYER[lang].map((l) => `<p>${esc(l)}</p>`).join('')}</body></html>`;
}

/** A deterministic pseudo-random generator (mulberry32). */
function seeded(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A page screenshot as a scanner returns it: turned `degrees`, grey paper, speckles and grain; JPEG. */
async function scanOf(png, degrees, seed) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f4f0';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const random = seeded(seed);
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const px = data.data;
  for (let i = 0; i < px.length; i += 4) {
    const grain = (random() - 0.5) * 60;
    const speck = random() < 0.002 ? -180 : 0;
    for (let c = 0; c < 3; c++) px[i + c] = Math.max(0, Math.min(255, px[i + c] + grain + speck));
  }
  ctx.putImageData(data, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/jpeg', 80));
}

async function pdfOfImage(jpeg, dpi) {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
  const [width, height] = [(image.width * 72) / dpi, (image.height * 72) / dpi];
  pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}

async function docxOf(lang) {
  const c = CIRCULAR[lang];
  const rtl = lang === 'ar';
  const para = (text) => new Paragraph({ bidirectional: rtl, children: [new TextRun({ text, rightToLeft: rtl })] });
  const table = new Table({
    visuallyRightToLeft: rtl,
    width: { size: 60, type: WidthType.PERCENTAGE },
    rows: c.table.map((r) => new TableRow({ children: r.map((cell) => new TableCell({ children: [para(cell)] })) })),
  });
  const doc = new Document({ sections: [{ children: [...c.lines.map(para), ...c.bullets.map((b) => para(`• ${b}`)), table, para(c.wrap), para(c.closing)] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The fee circular as a Word memo: its table a real Word table (first row the header). */
async function feesDocxOf(lang) {
  const f = FEES[lang];
  const rtl = lang === 'ar';
  const para = (text) => new Paragraph({ bidirectional: rtl, children: [new TextRun({ text, rightToLeft: rtl })] });
  const table = new Table({
    visuallyRightToLeft: rtl,
    width: { size: 90, type: WidthType.PERCENTAGE },
    rows: f.table.map((r) => new TableRow({ children: r.map((cell) => new TableCell({ children: [para(cell)] })) })),
  });
  const doc = new Document({ sections: [{ children: [para(f.title), para(f.intro), table, para(f.wrap), para(f.closing)] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The manifest: each fixture with its type, language and exact expected text. */
export async function generate(out = FIXTURES) {
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--font-render-hinting=none'] });
  const manifest = [];
  const save = async (name, bytes, entry) => {
    await writeFile(join(out, name), bytes);
    manifest.push({ file: name, ...entry });
  };
  try {
    for (const lang of ['en', 'ar']) {
      const text = circularText(lang);
      const page = await browser.newPage();
      await page.setContent(circularHtml(lang, { fontPx: 15, margin: 40, font: FONTS.naskh }));
      await save(`circular-${lang}.pdf`, new Uint8Array(await page.pdf({ format: 'A4', printBackground: true })), { type: 'pdf-text', lang, mediaType: 'application/pdf', text });
      await page.close();

      const shot = await browser.newPage({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 1 });
      await shot.setContent(circularHtml(lang, { fontPx: 22, margin: 40 }));
      const png = new Uint8Array(await shot.screenshot({ type: 'png', fullPage: true }));
      await shot.close();
      await save(`circular-${lang}.png`, png, { type: 'png-clean', lang, mediaType: 'image/png', text });
      const scan = await scanOf(png, lang === 'ar' ? 2.5 : -2, lang === 'ar' ? 30 : 14);
      await save(`scan-${lang}.pdf`, await pdfOfImage(scan, 150), { type: 'pdf-scan-noisy', lang, mediaType: 'application/pdf', text });

      const flyer = await browser.newPage({ viewport: { width: 900, height: 420 }, deviceScaleFactor: 1 });
      await flyer.setContent(flyerHtml(lang));
      await save(`flyer-${lang}.png`, new Uint8Array(await flyer.screenshot({ type: 'png' })), { type: 'png-clean', lang, mediaType: 'image/png', text: FLYER[lang].join('\n') });
      await flyer.close();

      const fees = await browser.newPage();
      await fees.setContent(feesHtml(lang, FONTS.sansArabic));
      await save(`fees-${lang}.pdf`, new Uint8Array(await fees.pdf({ format: 'A4', printBackground: true })), { type: 'pdf-text', lang, mediaType: 'application/pdf', text: feesText(lang) });
      await fees.close();

      const notice = await browser.newPage({ viewport: { width: 1000, height: 400 }, deviceScaleFactor: 1 });
      await notice.setContent(noticeHtml(lang));
      await save(`notice-${lang}.png`, new Uint8Array(await notice.screenshot({ type: 'png' })), { type: 'png-clean', lang, mediaType: 'image/png', text: noticeText(lang) });
      await notice.close();

      await save(`fees-${lang}.docx`, await feesDocxOf(lang), { type: 'docx', lang, mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text: feesText(lang) });
      await save(`memo-${lang}.docx`, await docxOf(lang), { type: 'docx', lang, mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text });
    }
  } finally {
    await browser.close();
  }
  await writeFile(join(out, 'expected.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = await generate();
  console.log(`${manifest.length} fixtures in ${FIXTURES}`);
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdfPages } from './pdf-pages.js';

// The fidelity suite's circulars (printed to PDF by Chromium, bench/fidelity/generate.mjs), read as a
// user would need them: every line in logical order, marks on their letters, codes whole.
const FIXTURES = join(import.meta.dirname, '..', '..', 'knowledge-files', 'testing', 'fidelity');
const expected = async (file: string) =>
  (JSON.parse(await readFile(join(FIXTURES, 'expected.json'), 'utf8')) as { file: string; text: string }[]).find((e) => e.file === file)!
    .text;
const textOf = async (file: string) => (await readPdfPages(new Uint8Array(await readFile(join(FIXTURES, file))))).texts.join('\n');

describe('PDF text in reading order', () => {
  it('reads an Arabic circular line by line in logical order: ligatures, harakat, mixed numbers, times and codes in place', async () => {
    const lines = (await textOf('circular-ar.pdf')).split('\n');
    expect(lines).toContain('إلى جميع موظفي الفروع');
    expect(lines).toContain('يسرّنا الإعلان عن المرحلة الأولى من عرض العيد اعتبارًا من 1 مارس 2027.');
    expect(lines).toContain('تعمل الفروع من 16:15 إلى 21:00 أيام الأسبوع.');
    expect(lines).toContain('ويُدفع مبلغ 1,250.500 د.ك عبر تطبيق Halberd Pay.');
    expect(lines).toContain('للاستفسار اتصل على 1800-555 أو +965 2222 3333.');
    expect(lines).toContain('الباقة: Gold 5G؛ السعر: 12.500 د.ك');
    // Wrapped by the narrow box it is printed in, joined again.
    expect(lines).toContain('تُسدد الفاتورة بالرمز KNET-PAY-88 قبل 31/12/2027.');
  });

  it('reads a fee circular printed with Noto Sans Arabic: ligatures, brackets, the fee table as rows, the wrapped sentence and the broken code whole', async () => {
    const lines = (await textOf('fees-ar.pdf')).split('\n');
    expect(lines).toContain(
      'تُطبَّق الرسوم التالية على خدمات الخطوط اعتبارًا من المرحلة الأولى من العام، ولا تُحصَّل أي رسوم إضافية إلا بموافقة خطية من مدير الفرع.',
    );
    expect(lines).toContain('الخدمة: نقل ملكية الخط؛ الرسم (د.ك): 7.500 د.ك؛ المدة: يومان');
    expect(lines).toContain('يُدفع الرسم إلى الفرع أو عبر تطبيق الدفع بالرمز KNET-PAY-88.');
    expect(lines).toContain('للمراجعة (قسم الخدمات) اتصل على 1800-555.');
    expect(await textOf('fees-ar.pdf')).toBe(await expected('fees-ar.pdf'));
  });

  it('reads the English circulars exactly, tables as rows with their headers', async () => {
    expect((await textOf('circular-en.pdf')).replace(/\s+/g, ' ')).toBe((await expected('circular-en.pdf')).replace(/\s+/g, ' '));
    expect(await textOf('fees-en.pdf')).toBe(await expected('fees-en.pdf'));
  });
});

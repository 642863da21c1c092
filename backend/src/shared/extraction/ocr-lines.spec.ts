import { describe, expect, it } from 'vitest';
import { arabicNumbers, cleanLine, confidentText, linesOf } from './ocr-lines.js';

describe('OCR lines', () => {
  it('puts a phone number read right to left inside an Arabic line back in the order it was written', () => {
    expect(arabicNumbers('اتصل على 555-1800')).toBe('اتصل على 1800-555');
    expect(arabicNumbers('من 16:15 إلى 21:00')).toBe('من 16:15 إلى 21:00');
    expect(arabicNumbers('Call 1800-555')).toBe('Call 1800-555');
  });

  it('leaves lines tesseract is unsure of out of the text and counts them', () => {
    const lines = linesOf({
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                { text: 'Promo code EID27X\n', confidence: 91 },
                { text: 'soll ose', confidence: 21 },
              ],
            },
          ],
        },
      ],
    });
    expect(confidentText(lines)).toEqual({ text: 'Promo code EID27X', dropped: 1 });
  });

  it('joins a code broken at a hyphen across two lines', () => {
    expect(
      confidentText([
        { text: 'تُسدّد الفاتورة بالرمز KNET-PAY-', confidence: 90 },
        { text: '88 قبل 31/12/2027.', confidence: 90 },
      ]).text,
    ).toBe('تُسدّد الفاتورة بالرمز KNET-PAY-88 قبل 31/12/2027.');
  });
});

describe('OCR line cleanup', () => {
  it('gives a bullet read as "*", "«" or "٠»" back as "•" and leaves a table\'s rules out', () => {
    expect(cleanLine('* Gold plan at KWD 12.500 a month')).toBe('• Gold plan at KWD 12.500 a month');
    expect(cleanLine('٠» باقة Gold بسعر 12.500 د.ك شهريًا')).toBe('• باقة Gold بسعر 12.500 د.ك شهريًا');
    expect(cleanLine('| الباقة | السعر |')).toBe('الباقة السعر');
    expect(cleanLine('Gold 5G _ KWD 12.500 ]')).toBe('Gold 5G KWD 12.500');
    // A star inside a line is text.
    expect(cleanLine('Rated 5 * by staff')).toBe('Rated 5 * by staff');
  });
});

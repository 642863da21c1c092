import { describe, expect, it } from 'vitest';
import { choose, logicalOrder, mergeReadings, surelyLatin, type OcrReading } from './ocr-merge.js';

/** A reading of one line: words given left to right as drawn, each `[text, confidence, x0, x1]`, on rows y0–y1. */
function reading(lines: [number, number, [string, number, number, number][]][]): OcrReading {
  return {
    blocks: [
      {
        paragraphs: [
          {
            lines: lines.map(([y0, y1, words]) => ({
              bbox: { x0: Math.min(...words.map((w) => w[2])), y0, x1: Math.max(...words.map((w) => w[3])), y1 },
              words: words.map(([text, confidence, x0, x1]) => ({ text, confidence, bbox: { x0, y0, x1, y1 } })),
            })),
          },
        ],
      },
    ],
  };
}

const word = (text: string, confidence: number, x0 = 0, x1 = 60) => ({
  text,
  confidence,
  bbox: { x0, y0: 0, x1, y1: 30 },
  from: 'ara' as const,
  line: 0,
});

describe('merging the Arabic and the English readings of a page', () => {
  it('keeps Arabic words from the Arabic model and Latin names, numbers and codes from the English one, in right-to-left order', () => {
    // "ويُدفع مبلغ 1,250.500 د.ك عبر تطبيق Halberd Pay" as drawn, left to right: Pay Halberd تطبيق عبر د.ك 1,250.500 مبلغ ويُدفع
    const ara = reading([
      [
        0,
        30,
        [
          ['ز03', 30, 100, 140],
          ['1815610', 0, 0, 90],
          ['تطبيق', 89, 150, 200],
          ['عبر', 93, 210, 240],
          ['د.ك', 91, 250, 280],
          ['1,250.500', 90, 290, 390],
          ['مبلغ', 90, 400, 440],
          ['ويُدفع', 90, 450, 500],
        ],
      ],
    ]);
    const eng = reading([
      [
        0,
        30,
        [
          ['Halberd', 70, 0, 90],
          ['Pay', 93, 100, 140],
          ['sulai', 38, 150, 200],
          ['ue', 63, 210, 240],
          ['J.5', 46, 250, 280],
          ['1,250.500', 84, 290, 390],
          ['glo', 82, 400, 440],
          ['géxls', 0, 450, 500],
        ],
      ],
    ]);
    expect(mergeReadings(ara, eng).map((l) => l.text)).toEqual(['ويُدفع مبلغ 1,250.500 د.ك عبر تطبيق Halberd Pay']);
  });

  it('reads the lines top to bottom, a table row of an Arabic page right to left, and a line wholly in English left to right', () => {
    const ara = reading([
      [
        0,
        30,
        [
          ['د.ك', 80, 0, 30],
          ['0', 88, 40, 110],
          ['6010©', 65, 200, 250],
          ['6', 92, 260, 290],
        ],
      ],
      [
        50,
        80,
        [
          ['العيد', 92, 0, 60],
          ['عرض', 95, 70, 120],
        ],
      ],
    ]);
    const eng = reading([
      [
        0,
        30,
        [
          ['J.»', 21, 0, 30],
          ['12.500', 60, 40, 110],
          ['Gold', 96, 200, 250],
          ['5G', 96, 260, 290],
        ],
      ],
      [
        50,
        80,
        [
          ['suall', 0, 0, 60],
          ['jos', 25, 70, 120],
        ],
      ],
    ]);
    expect(mergeReadings(ara, eng).map((l) => l.text)).toEqual(['Gold 5G 12.500 د.ك', 'عرض العيد']);
    const english = reading([
      [
        0,
        30,
        [
          ['Gold', 96, 0, 50],
          ['5G', 96, 60, 90],
          ['KWD', 91, 100, 150],
          ['12.500', 95, 160, 230],
        ],
      ],
    ]);
    expect(mergeReadings({}, english).map((l) => l.text)).toEqual(['Gold 5G KWD 12.500']);
  });

  it('puts the punctuation the English model read at the left end of an Arabic line where it belongs, and drops specks far from any word', () => {
    // ".3333 2222 965+ أو 555-1800 على" as drawn; a ":" speck far to the left.
    const ara = reading([
      [
        0,
        30,
        [
          ['أو', 95, 230, 250],
          ['555-1800', 96, 260, 360],
          ['على', 93, 370, 400],
        ],
      ],
    ]);
    const eng = reading([
      [
        0,
        30,
        [
          [':', 56, -400, -396],
          ['.3333', 86, 0, 60],
          ['2222', 96, 70, 130],
          ['965+', 95, 140, 200],
        ],
      ],
    ]);
    expect(mergeReadings(ara, eng).map((l) => l.text)).toEqual(['على 1800-555 أو +965 2222 3333.']);
    // A speck only the Arabic model read, unsure, at the end of a line the English model is sure of.
    const english = reading([
      [
        0,
        30,
        [
          ['Halberd', 95, 0, 90],
          ['Pay', 95, 100, 140],
          ['app.', 96, 150, 200],
        ],
      ],
    ]);
    expect(mergeReadings(reading([[0, 30, [['ا', 33, 240, 244]]]]), english).map((l) => l.text)).toEqual(['Halberd Pay app.']);
  });

  it('prefers a reading shaped like a word or number of the width it covers', () => {
    // The Arabic model's "0" over the width of six characters; the English model's "12.500", unsure but believable.
    expect(choose([word('0', 88, 0, 73)], [{ ...word('12.500', 21, 0, 73), from: 'eng' }], 40, 12)).toBe('eng');
    // "138158+0." is no number; "Halberd" is a word, however unsure.
    expect(choose([word('138158+0.', 32, 0, 160)], [{ ...word('Halberd', 8, 0, 160), from: 'eng' }], 50, 20)).toBe('eng');
    // An Arabic word stays Arabic against an English reading of middling confidence; a Latin word read as Arabic garbage does not.
    expect(choose([word('مبلغ', 90)], [{ ...word('glo', 82), from: 'eng' }], 50, 12)).toBe('ara');
    expect(choose([word('8ا60', 15)], [{ ...word('Gold', 96), from: 'eng' }], 50, 12)).toBe('eng');
    // On an English line, an Arabic reading must be clearly surer.
    expect(choose([word('كا', 91)], [{ ...word('The', 96), from: 'eng' }], 95, 12)).toBe('eng');
  });

  it('orders runs of a right-to-left line as they were written', () => {
    expect(logicalOrder(['3333.', '2222', '+965', 'أو'])).toEqual(['أو', '+965', '2222', '3333.']);
    expect(logicalOrder(['د.ك', '12.500', 'Gold', '5G'])).toEqual(['Gold', '5G', '12.500', 'د.ك']);
    expect(logicalOrder(['Halberd', 'Pay', 'تطبيق'])).toEqual(['تطبيق', 'Halberd', 'Pay']);
  });

  it('tells an English page the English model is sure of from one hiding another script', () => {
    expect(
      surelyLatin(
        reading([
          [
            0,
            30,
            [
              ['The', 96, 0, 40],
              ['fee', 95, 50, 90],
              ['is', 95, 100, 120],
              ['15', 96, 130, 160],
            ],
          ],
        ]),
      ),
    ).toBe(true);
    expect(
      surelyLatin(
        reading([
          [
            0,
            30,
            [
              ['The', 96, 0, 40],
              ['fee', 95, 50, 90],
              ['glo', 41, 100, 140],
              ['15', 96, 150, 180],
            ],
          ],
        ]),
      ),
    ).toBe(false);
    expect(surelyLatin({})).toBe(false);
  });
});

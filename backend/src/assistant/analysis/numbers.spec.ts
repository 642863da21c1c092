import { describe, expect, it } from 'vitest';
import { Coverage } from '../answer/coverage.js';
import { inRange, isRangeTerm, normalizeNumbers, numberValue } from './numbers.js';
import { analyze } from './analyze.js';

describe('numbers as values', () => {
  it('reads a thousands separator as one number, in either script', () => {
    expect(analyze('a fee of KWD 1,500')).toEqual(['fee', 'kwd', '1500']);
    expect(analyze('1500 KD')).toEqual(['1500', 'kwd']);
    expect(analyze('٢٬٠٠٠ د.ك')).toEqual(['2000', 'kwd']);
  });

  it('keeps a decimal as one word, whatever its separator', () => {
    expect(analyze('GPA 2.75')).toEqual(analyze('GPA 2,75'));
    expect(analyze('GPA 2.75')).not.toContain('75');
    expect(analyze('٢٫٥')).toEqual(analyze('2.50'));
  });

  it('ties every writing of the dinar, fils and percent together', () => {
    for (const t of ['KWD 5', 'KD 5', '5 د.ك', '5 دنانير', 'بخمسة دنانير', '5 dinars']) expect(analyze(t)).toContain('kwd');
    expect(analyze('500 فلس')).toEqual(analyze('500 fils'));
    expect(analyze('15%')).toEqual(analyze('15 percent'));
    expect(analyze('١٥٪')).toEqual(analyze('15 بالمئة'));
  });

  it('leaves no stray mark behind a dinar written with its accusative tanween', () => {
    expect(analyze('15 ديناراً')).toEqual(['15', 'kwd']);
    expect(analyze('15 دينارًا')).toEqual(['15', 'kwd']);
  });

  it('reads a decimal at the end of a sentence as one word', () => {
    expect(analyze('a GPA of 2.8. Can I apply?')).toContain('2d8');
  });

  it('reads "above KWD 10" and "up to 3 days" as ranges', () => {
    expect(analyze('plans above KWD 10').some((t) => isRangeTerm(t) && inRange(t, 12))).toBe(true);
    expect(analyze('plans up to KWD 10').some((t) => isRangeTerm(t) && inRange(t, 8))).toBe(true);
    expect(analyze('بحد أقصى 2,500 دينار').some((t) => isRangeTerm(t) && inRange(t, 2000))).toBe(true);
  });

  it('does not read a list or a phone number as a decimal', () => {
    expect(normalizeNumbers('items 1,2,3')).toBe('items 1,2,3');
  });

  it('adds a range word that contains the numbers within it', () => {
    const terms = analyze('| 26 to 50 lines | 15% |');
    const range = terms.find((t) => t.startsWith('rng'))!;
    expect(inRange(range, 30)).toBe(true);
    expect(inRange(range, 51)).toBe(false);
    expect(analyze('من 3 إلى 5 سنوات').some((t) => t.startsWith('rng') && inRange(t, 4))).toBe(true);
    expect(analyze('150+ activations').some((t) => inRange(t, 180))).toBe(true);
    expect(analyze('more than 50 lines').some((t) => inRange(t, 70))).toBe(true);
    expect(numberValue('2d75')).toBe(2.75);
    expect(analyze('from 7:00 to 9:00').some((t) => t.startsWith('rng'))).toBe(false);
  });

  it('lets a number in a question meet the range that holds it, not a look-alike number', () => {
    const coverage = new Coverage({ words: [{ term: '30', idf: 1 }], terms: [{ term: '30', weight: 1, group: 0, match: 1 }] });
    expect(coverage.match(0, new Set(analyze('26 to 50 lines')))).toBeGreaterThan(0.8);
    expect(coverage.match(0, new Set(analyze('3 to 9 lines')))).toBe(0);
    expect(coverage.match(0, new Set(analyze('300 lines')))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { words } from '../analysis/analyze.js';
import { fit, quote } from './4-quote.js';
import type { Quote } from './answer-types.js';

const q = (doc: number, order: number, text: string, priority: number, listItem = false): Quote => ({
  doc,
  order,
  text,
  words: words(text).length,
  listItem,
  priority,
});

describe('fit', () => {
  it('keeps the most important quotes that fit the budget, then puts them back in reading order', () => {
    const chosen = [q(0, 5, 'one two three four', 0), q(0, 1, 'five six seven', 1), q(1, 0, 'eight nine ten eleven', 2)];
    expect(fit(chosen, 8, []).map((x) => x.text)).toEqual(['five six seven', 'one two three four']);
  });

  it('cuts an over-long first quote to a window around the question words', () => {
    const long = `${'filler words here '.repeat(30)}the badge colour is orange ${'more filler words '.repeat(30)}`;
    const [only] = fit([q(0, 0, long, 0)], 20, [
      { term: 'badg', weight: 1, group: 0, match: 1 },
      { term: 'orang', weight: 1, group: 1, match: 1 },
    ]);
    expect(only.words).toBeLessThanOrEqual(12);
    expect(only.text).toContain('badge colour is orange');
    expect(only.text.startsWith('… ')).toBe(true);
  });

  it('drops a list introduction whose items did not fit', () => {
    const chosen = [q(0, 0, 'Steps:', 0), q(0, 1, `- ${'step words '.repeat(20)}`, 1, true), q(0, 3, 'The desk books hotels.', 0.5)];
    expect(fit(chosen, 10, []).map((x) => x.text)).toEqual(['The desk books hotels.']);
  });
});

describe('quote', () => {
  const chosen = [q(1, 0, 'Second document sentence.', 1), q(0, 2, 'First document sentence.', 0), q(0, 3, 'Its next sentence.', 3)];

  it('quotes from every chosen document when sure', () => {
    expect(quote(chosen, 'extractive', 110, []).map((x) => x.doc)).toEqual([0, 0, 1]);
  });

  it('quotes only the document of the most important quote when not sure: the closest passage', () => {
    expect(quote(chosen, 'uncertain', 110, []).map((x) => x.text)).toEqual(['First document sentence.', 'Its next sentence.']);
  });
});

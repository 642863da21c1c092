import { describe, expect, it } from 'vitest';
import { unitsOf } from './units.js';

describe('unitsOf', () => {
  const text = 'Refunds are paid within 30 days.\n\nSteps:\n- Call us.\n- Send the form.';

  it('cuts a text into sentences and list items, each numbered as the answer’s candidate', () => {
    const units = unitsOf(text, 2);
    expect(units.map((u) => u.text)).toEqual(['Refunds are paid within 30 days.', 'Steps:', '- Call us.', '- Send the form.']);
    expect(units.map((u) => u.doc)).toEqual([2, 2, 2, 2]);
    expect(units.map((u) => u.intro)).toEqual([false, true, false, false]);
    expect(units.map((u) => u.introOrder)).toEqual([-1, -1, 1, 1]);
  });

  it('gives a text read before as new units, numbered for the answer asking', () => {
    const first = unitsOf(text, 0);
    const again = unitsOf(text, 3);
    expect(again.map((u) => u.doc)).toEqual([3, 3, 3, 3]);
    expect(first.map((u) => u.doc)).toEqual([0, 0, 0, 0]);
    expect(again.map(({ doc: _doc, ...u }) => u)).toEqual(first.map(({ doc: _doc, ...u }) => u));
    again[0].text = 'changed by one answer';
    expect(unitsOf(text, 1)[0].text).toBe('Refunds are paid within 30 days.');
  });
});

import { describe, expect, it } from 'vitest';
import { buildContext, HEADER_ALLOWANCE, windowsOf, type ContextCandidate } from './build-context.js';

const doc = (id: string, text: string, hits: string[] = []): ContextCandidate => ({
  entryId: id,
  title: id,
  category: 'c',
  kind: 'document',
  language: 'en',
  version: 1,
  text,
  hits,
});
const para = (label: string, words: number) => `${label} ${Array.from({ length: words }, (_, i) => `w${i}`).join(' ')}.`;
const sent = (passages: { text: string }[]) => passages.reduce((n, p) => n + p.text.length + HEADER_ALLOWANCE, 0);

describe('the context a model is sent', () => {
  it('sends documents whole, in rank order, numbered from 1, while they fit', () => {
    const passages = buildContext([doc('a', para('A', 50)), doc('b', para('B', 50)), doc('c', para('C', 50))], 12_000);
    expect(passages.map((p) => [p.n, p.entryId, p.whole])).toEqual([
      [1, 'a', true],
      [2, 'b', true],
      [3, 'c', true],
    ]);
    expect(passages[0].text).toBe(para('A', 50));
  });

  it('never exceeds the budget, and sends the windows of a document too long to go whole', () => {
    const long = [para('Intro', 600), para('Fee table: 7.500 KD', 40), para('Neighbour', 40), para('Far', 300), para('Farther', 300)].join(
      '\n\n',
    );
    const passages = buildContext(
      [doc('small', para('S', 100)), doc('long', long, [para('Fee table: 7.500 KD', 40)]), doc('next', para('N', 600))],
      4000,
    );
    expect(sent(passages)).toBeLessThanOrEqual(4000);
    const windowed = passages.find((p) => p.entryId === 'long')!;
    expect(windowed.whole).toBe(false);
    expect(windowed.text).toContain('Fee table: 7.500 KD');
    expect(windowed.text).toContain('Neighbour');
    expect(windowed.text).not.toContain('Farther');
  });

  it('cuts a single huge matched paragraph around the matched lines', () => {
    const lines = Array.from({ length: 400 }, (_, i) => `line ${i} of the scan`);
    lines[250] = 'Reference number GN-2291 for the closure';
    const text = windowsOf({ text: lines.join('\n'), hits: ['Reference number GN-2291 for the closure'] }, 600);
    expect(text.length).toBeLessThanOrEqual(600);
    expect(text).toContain('GN-2291');
  });

  it('keeps a list paragraph whole as one window', () => {
    const list =
      'Sick pay:\n- first 15 days: full pay\n- next 10 days: three quarters\n- next 10 days: half\n- next 10 days: a quarter\n- then 30 days unpaid';
    const text = windowsOf({ text: [para('Intro', 400), list, para('Tail', 400)].join('\n\n'), hits: [list] }, 1500);
    expect(text).toContain(list);
  });

  it('sends nothing when there is nothing to send', () => {
    expect(buildContext([], 12_000)).toEqual([]);
  });
});

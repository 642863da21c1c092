import { NOT_FOUND_REPLY, UNCERTAIN_REPLY_PREFIX } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { compose, notFound } from './5-compose.js';
import type { Candidate, Quote } from './answer-types.js';

const candidate = (docId: string, title: string): Candidate => ({
  hit: { docId, title, category: 'hr', language: 'en', score: 1, confidence: 1, text: '', more: [] } as unknown as Candidate['hit'],
  weight: 1,
  units: [],
  titleMatch: new Float64Array(0),
});
const q = (doc: number, order: number, text: string, listItem = false): Quote => ({ doc, order, text, words: 1, listItem, priority: 0 });
const candidates = [candidate('a', 'Leave Policy'), candidate('b', 'Leave Policy'), candidate('c', 'Travel Policy')];

describe('compose', () => {
  it('runs sentences on as prose, puts list items on their own lines, and names the sources quoted', () => {
    const reply = compose(
      'en',
      candidates,
      [
        q(0, 0, 'Per diem covers:'),
        q(0, 1, '- meals.', true),
        q(0, 2, '- transport.', true),
        q(0, 3, 'Claims take a week.'),
        q(0, 4, 'Receipts are needed.'),
      ],
      'extractive',
      0.9,
    );
    expect(reply.text).toBe('Per diem covers:\n- meals.\n- transport.\nClaims take a week. Receipts are needed.\n\nSource: Leave Policy');
    expect(reply.sources).toEqual([{ id: 'a', title: 'Leave Policy', category: 'hr' }]);
    expect(reply.quoted).toEqual([
      { documentId: 'a', passage: 'Per diem covers: - meals. - transport. Claims take a week. Receipts are needed.' },
    ]);
  });

  it('starts another document on a new line, and names two documents sharing a title once', () => {
    const reply = compose('en', candidates, [q(0, 0, 'One.'), q(1, 0, 'Two.'), q(2, 0, 'Three.')], 'extractive', 0.9);
    expect(reply.text).toBe('One.\nTwo.\nThree.\n\nSource: Leave Policy, Travel Policy');
    expect(reply.sources.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('writes the source line in Arabic and opens an unsure reply with the warning', () => {
    const reply = compose(
      'ar',
      [candidate('x', 'سياسة الإجازات'), candidate('y', 'السفر')],
      [q(0, 0, 'جملة.'), q(1, 0, 'أخرى.')],
      'uncertain',
      0.3,
    );
    expect(reply.text).toBe(`${UNCERTAIN_REPLY_PREFIX.ar}\nجملة.\nأخرى.\n\nالمصدر: سياسة الإجازات، السفر`);
    expect(reply).toMatchObject({ mode: 'uncertain', confidence: 0.3 });
  });
});

describe('notFound', () => {
  it('is the not-found reply in the language, with no sources and the confidence it had', () => {
    expect(notFound('ar', 0.1)).toEqual({ text: NOT_FOUND_REPLY.ar, sources: [], mode: 'not_found', quoted: [], confidence: 0.1 });
  });
});

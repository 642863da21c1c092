import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

const texts = (t: string) => splitSentences(t).map((s) => s.text);

describe('splitSentences', () => {
  it('splits at terminal punctuation, Latin and Arabic', () => {
    expect(texts('Leave is 30 days. It expires in March! Why? Ask HR.')).toEqual([
      'Leave is 30 days.',
      'It expires in March!',
      'Why?',
      'Ask HR.',
    ]);
    expect(texts('ما هي الإجازة؟ ثلاثون يوماً.')).toEqual(['ما هي الإجازة؟', 'ثلاثون يوماً.']);
  });

  it('does not split after abbreviations followed by a number or a capital', () => {
    expect(texts('Call the IT Service Desk on ext. 4357 for help. Then wait.')).toEqual([
      'Call the IT Service Desk on ext. 4357 for help.',
      'Then wait.',
    ]);
    expect(texts('Use a strong password, e.g. Correct-Horse-Battery. Change it yearly.')).toHaveLength(2);
    expect(texts('Only one admin account, i.e. IT owns it. Others use SSO.')).toHaveLength(2);
    expect(texts('See Policy No. 12 for details. It is short.')).toEqual(['See Policy No. 12 for details.', 'It is short.']);
    expect(texts('Approved by J. R. Smith in 2020. Reviewed yearly.')).toEqual(['Approved by J. R. Smith in 2020.', 'Reviewed yearly.']);
    expect(texts('Dial tel. 555 0100 or Fig. 3 shows it. Done.')).toHaveLength(2);
  });

  it('keeps the number of a numbered list item with its text', () => {
    expect(texts('Lost devices:\n1. Report the loss. Do it fast.\n2. File a police report.\n١. أبلغ المكتب.')).toEqual([
      'Lost devices:',
      '1. Report the loss.',
      'Do it fast.',
      '2. File a police report.',
      '١. أبلغ المكتب.',
    ]);
    // A sentence that merely ends in a number still ends there.
    expect(texts('The limit is 12. Ask HR.')).toEqual(['The limit is 12.', 'Ask HR.']);
  });

  it('keeps offsets pointing at each sentence', () => {
    const text = 'First one. Second one.';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });
});

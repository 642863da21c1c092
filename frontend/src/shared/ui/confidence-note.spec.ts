import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REPLY, UNCERTAIN_REPLY_PREFIX } from '@kb/contracts';
import { replyConfidence } from './confidence-note';

const uncertainEn = `${UNCERTAIN_REPLY_PREFIX.en}\nGuests use the lobby network.\n\nSource: Office Guide`;
const uncertainAr = `${UNCERTAIN_REPLY_PREFIX.ar}\nيستخدم الضيوف شبكة الاستقبال.\n\nالمصدر: دليل المكتب`;

describe('replyConfidence', () => {
  it('takes the opening sentence of an uncertain reply apart from the passage and its Source line', () => {
    expect(replyConfidence(uncertainEn, 'uncertain')).toEqual({
      uncertain: true,
      prefix: { text: UNCERTAIN_REPLY_PREFIX.en, language: 'en' },
      text: 'Guests use the lobby network.\n\nSource: Office Guide',
    });
    expect(replyConfidence(uncertainAr, 'uncertain')).toEqual({
      uncertain: true,
      prefix: { text: UNCERTAIN_REPLY_PREFIX.ar, language: 'ar' },
      text: 'يستخدم الضيوف شبكة الاستقبال.\n\nالمصدر: دليل المكتب',
    });
  });

  it('marks an uncertain reply that does not open with the sentence (a model wrote it), keeping its text', () => {
    expect(replyConfidence('Perhaps the lobby network.', 'uncertain')).toEqual({
      uncertain: true,
      prefix: null,
      text: 'Perhaps the lobby network.',
    });
  });

  it('lets the mode decide over the text', () => {
    expect(replyConfidence(uncertainEn, 'extractive')).toEqual({ uncertain: false, prefix: null, text: uncertainEn });
    expect(replyConfidence(NOT_FOUND_REPLY.en, 'not_found').uncertain).toBe(false);
  });

  it('without a mode (still streaming, or a caller that drops it) goes by the prefix', () => {
    expect(replyConfidence(uncertainAr).uncertain).toBe(true);
    expect(replyConfidence('Annual leave is 30 days.\n\nSource: Leave Policy').uncertain).toBe(false);
    expect(replyConfidence(NOT_FOUND_REPLY.ar).uncertain).toBe(false);
    // Half a prefix, as a stream may hold it, is not yet a mark.
    expect(replyConfidence(UNCERTAIN_REPLY_PREFIX.en.slice(0, 20)).uncertain).toBe(false);
  });
});

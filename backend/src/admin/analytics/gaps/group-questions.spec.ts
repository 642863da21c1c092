import { describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { groupQuestions, sameQuestion } from './group-questions.js';
import { questionTerms } from '../../../assistant/analysis.js';

const asked = (content: string, minute: number, language: Language = 'en', isPublic = false) => ({
  content,
  terms: questionTerms(content),
  askedAt: new Date(Date.UTC(2025, 0, 1, 8, minute)),
  language,
  public: isPublic,
});

describe('unanswered questions grouped by shared normalised terms', () => {
  it('folds, stems and drops question words', () => {
    expect(questionTerms('What is the parking policy for Visitors?')).toEqual(['park', 'visitor']);
    expect(questionTerms('هل يوجد موقف للسيارات للزوار؟')).toEqual(questionTerms('هل يوجد موقف للسيارات للزوار'));
    expect(questionTerms('أين موقف الزوّار')).toEqual(questionTerms('اين موقف الزوار'));
  });

  it('puts two wordings of one question together and keeps a different one apart', () => {
    const gaps = groupQuestions([
      asked('What is the parking policy for visitors?', 1),
      asked('Is there a gym membership discount for staff?', 2),
      asked('Where can visitors find parking?', 3),
    ]);
    expect(gaps.map((g) => [g.question, g.count])).toEqual([
      ['Where can visitors find parking?', 2],
      ['Is there a gym membership discount for staff?', 1],
    ]);
    expect(gaps[0].variants).toEqual(['What is the parking policy for visitors?']);
    expect(gaps[0].terms).toEqual(['park', 'visitor']);
  });

  it('does not join questions on one shared word among many', () => {
    expect(
      sameQuestion(questionTerms('annual leave carry over rules for managers'), questionTerms('maternity leave length in Kuwait')),
    ).toBe(false);
    expect(sameQuestion(questionTerms('gym discount'), questionTerms('discount on gym membership'))).toBe(true);
  });

  it('counts how many of a group were asked on the public chat', () => {
    const [gap] = groupQuestions([
      asked('Where can visitors find parking?', 1, 'en', true),
      asked('What is the parking policy for visitors?', 2),
    ]);
    expect(gap).toMatchObject({ count: 2, publicCount: 1 });
  });

  it('never groups across languages', () => {
    expect(groupQuestions([asked('parking visitors', 1, 'en'), asked('parking visitors', 2, 'ar')])).toHaveLength(2);
  });
});

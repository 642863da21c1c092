import { describe, expect, it } from 'vitest';
import { namesExist } from './named-things.js';

describe('namesExist', () => {
  const tiers =
    'Dealer Scheme\n| Tier 1 | 10 |\n| Tier 2 | 20 |\n| Tier 3 | 30 |\nPostpaid plans up to KWD 10 earn KWD 8; plans above KWD 10 earn KWD 15.';

  it('refuses a numbered member of a series the best document lists with other numbers', () => {
    expect(namesExist('What does Tier 2 earn?', [tiers])).toBe(true);
    expect(namesExist('What does Tier 7 earn?', [tiers])).toBe(false);
  });

  it('reads an amount as an amount, not a member of a series ("KWD 12 plan")', () => {
    expect(namesExist('What do I earn on a KWD 12 plan?', [tiers])).toBe(true);
  });

  it('lets a number inside a range stated after the name stand ("grade 4" / "grades 2 to 5")', () => {
    const grades = 'Study Support\n| Evening degree | Grade 1 only | Grade 2 to 5 | Grade 6 to 9 | Grade 10 |';
    expect(namesExist('I am on Grade 4, what is covered?', [grades])).toBe(true);
    expect(namesExist('I am on Grade 12, what is covered?', [grades])).toBe(false);
    expect(namesExist('أنا على الدرجة 4، كم تتحمل الشركة؟', ['الدعم\n| الدرجة 1 | الدرجة 10 | الدرجة 11 | الدرجات من 2 إلى 5 |'])).toBe(
      true,
    );
  });
});

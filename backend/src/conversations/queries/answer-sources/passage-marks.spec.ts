import { describe, expect, it } from 'vitest';
import { passageMarks } from './passage-marks.js';

const policy =
  'Annual Leave Policy\n\nEmployees get 30 calendar days of paid annual leave.\nLeave must be approved by the line manager.\n\n- Carry over: up to 10 days.';

describe('passageMarks', () => {
  it('finds a quoted passage word for word', () => {
    const passage = 'Employees get 30 calendar days of paid annual leave.';
    const [[start, end]] = passageMarks(policy, [passage]);
    expect(policy.slice(start, end)).toBe(passage);
  });

  it('finds a passage whose line breaks were joined with spaces, in Arabic too', () => {
    const [[start, end]] = passageMarks(policy, ['paid annual leave. Leave must be approved']);
    expect(policy.slice(start, end)).toBe('paid annual leave.\nLeave must be approved');
    const arabic = 'سياسة الإجازة\nيحصل الموظف على ٣٠ يوماً\nمن الإجازة السنوية.';
    const [[s, e]] = passageMarks(arabic, ['يحصل الموظف على ٣٠ يوماً من الإجازة السنوية.']);
    expect(arabic.slice(s, e)).toBe('يحصل الموظف على ٣٠ يوماً\nمن الإجازة السنوية.');
  });

  it('orders the passages, merges overlapping ones and skips one the text does not hold', () => {
    const marks = passageMarks(policy, [
      'Carry over: up to 10 days.',
      'Employees get 30 calendar',
      '30 calendar days of paid',
      'Unlimited leave for all.',
      '  ',
    ]);
    expect(marks.map(([s, e]) => policy.slice(s, e))).toEqual(['Employees get 30 calendar days of paid', 'Carry over: up to 10 days.']);
  });

  it('marks each sentence of a passage whose sentences are apart in the text (an extractive answer joins them)', () => {
    const text = 'Leave is 30 days a year. Weekends inside a leave count. New joiners wait six months first.';
    const marks = passageMarks(text, ['Leave is 30 days a year. New joiners wait six months first.']);
    expect(marks.map(([s, e]) => text.slice(s, e))).toEqual(['Leave is 30 days a year.', 'New joiners wait six months first.']);
  });

  it('takes regular-expression characters literally', () => {
    const text = 'Fees (KWD 5.000) apply [once].';
    expect(passageMarks(text, ['(KWD 5.000) apply [once]'])).toEqual([[5, 29]]);
    expect(passageMarks(text, ['KWD 5x000'])).toEqual([]);
  });
});

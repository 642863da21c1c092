import { describe, expect, it } from 'vitest';
import { locatePassage } from './locate-passage.js';

const doc = 'Annual leave. Employees get 30 days of annual leave per year. Unused days carry over up to 10 days. Sick leave is separate.';

describe('locatePassage', () => {
  it('finds the span of the document the reply quoted, from its first to its last quoted sentence', () => {
    const reply = 'Employees get 30 days of annual leave per year. Unused days carry over up to 10 days.\n\nSource: Leave policy';
    expect(locatePassage(doc, reply)).toBe('Employees get 30 days of annual leave per year. Unused days carry over up to 10 days.');
  });

  it('answers null when the reply quotes nothing of the document (edited since, or generated)', () => {
    expect(locatePassage(doc, 'Employees get 45 days of paid leave every year.')).toBeNull();
  });

  it('works on Arabic text and list items', () => {
    const ar = 'سياسة الإجازات. يحصل الموظف على ثلاثين يوماً من الإجازة السنوية. تُرحّل الأيام غير المستخدمة.';
    expect(locatePassage(ar, '- يحصل الموظف على ثلاثين يوماً من الإجازة السنوية.\n\nالمصدر: سياسة الإجازات')).toBe(
      'يحصل الموظف على ثلاثين يوماً من الإجازة السنوية.',
    );
  });
});

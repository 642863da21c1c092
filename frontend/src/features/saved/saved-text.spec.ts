import { describe, expect, it } from 'vitest';
import { withoutSourceLine } from './saved-text';

describe('withoutSourceLine', () => {
  it('drops the Source line of an answer, in English and Arabic, and keeps the rest', () => {
    expect(withoutSourceLine('You get 30 days.\n\nSource: Annual Leave Policy')).toBe('You get 30 days.');
    expect(withoutSourceLine('تحصل على ٣٠ يوماً.\n\nالمصدر: سياسة الإجازة')).toBe('تحصل على ٣٠ يوماً.');
    expect(withoutSourceLine('Steps:\n1. Ask\n2. Wait')).toBe('Steps:\n1. Ask\n2. Wait');
  });
});

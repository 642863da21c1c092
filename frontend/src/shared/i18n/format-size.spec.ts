import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize (SPEC.md: B, KB or MB with 2 decimals)', () => {
  it('shows whole bytes below 1 KB', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
  });
  it('switches to KB at 1024 bytes and to MB at 1024 KB, with two decimals', () => {
    expect(formatSize(1024)).toBe('1.00 KB');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(1024 * 1024 - 1)).toBe('1024.00 KB');
    expect(formatSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatSize(5 * 1024 * 1024 + 52429)).toBe('5.05 MB');
  });
});

describe('formatSize in Arabic (issue 31: one digit system per language, the same in every list)', () => {
  it('writes Arabic-Indic digits and Arabic units', () => {
    expect(formatSize(40 * 1024, 'ar')).toBe('٤٠٫٠٠ كيلوبايت');
    expect(formatSize(400, 'ar')).toBe('٤٠٠ بايت');
    expect(formatSize(5 * 1024 * 1024 + 52429, 'ar')).toBe('٥٫٠٥ ميغابايت');
    expect(formatSize(1024 * 1024 - 1, 'ar')).toBe('١٠٢٤٫٠٠ كيلوبايت');
  });
});

import { describe, expect, it } from 'vitest';
import { isShaped, markForms, restoreClusters } from './pdf-clusters.js';

describe('ligature clusters pdf.js turned round', () => {
  it('puts lam-alef maqsura and lam-yaa back, and leaves letters that are separate glyphs alone', () => {
    expect(restoreClusters('ىل')).toBe('لى');
    expect(restoreClusters('يل')).toBe('لي');
    expect(restoreClusters('الأو')).toBe('الأو'); // alef, lam-alef, waw: already in order
    expect(restoreClusters('أي')).toBe('أي');
    expect(restoreClusters('م،')).toBe('م،');
  });

  it('tells shaped glyphs (presentation forms) from plain letters, and reads shadda forms as marks', () => {
    expect(isShaped('ﻋ' + 'ىل')).toBe(true);
    expect(isShaped('تفعيل')).toBe(false);
    expect(markForms('\uFC60')).toBe('\u064E\u0651');
  });
});

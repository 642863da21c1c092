import { describe, expect, it } from 'vitest';
import { readsAsFollowUp } from './follow-up.js';

describe('a question that goes on from the previous one', () => {
  it('names no subject of its own, or opens as a continuation', () => {
    for (const q of [
      'And for part-timers?',
      'What about weekends?',
      'How long does that take?',
      'وللشركات؟',
      'وبعدها؟',
      'طيب وإذا كان موظف جديد؟',
    ])
      expect(readsAsFollowUp(q), q).toBe(true);
  });

  it('is not one when it names its subject, an "it" that points at nothing included', () => {
    for (const q of [
      'How much does it cost to transfer the ownership of a line?',
      'Is it possible to carry over unused annual leave days?',
      'How often does the shuttle bus run between the gates?',
      'كم رسوم نقل ملكية الخط؟',
    ])
      expect(readsAsFollowUp(q), q).toBe(false);
  });
});

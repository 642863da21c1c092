import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { readQuestion } from './1-read-question.js';
import { Coverage } from './coverage.js';
import { planParts } from './part-plans.js';

const index = new Bm25Index();
index.upsert({
  id: 'points',
  title: 'برنامج النقاط',
  category: 'product_info',
  content: 'كل 1,000 نقطة تساوي 1 دينار رصيداً. يحصل العميل على النقاط عند سداد الفاتورة.',
});
index.upsert({
  id: 'leave',
  title: 'الإجازات',
  category: 'hr_policies',
  content: 'للموظف إجازة سنوية مدتها 30 يوماً. تقدم طلبات الإجازة عند المدير المباشر قبل أسبوعين.',
});
index.upsert({ id: 'other', title: 'أخرى', category: 'hr_policies', content: 'عندي وعندنا كلمات تظهر في نص آخر عن تسوية الحسابات.' });

function subjects(question: string): string[] {
  const search = index.search(question);
  const coverage = new Coverage(search);
  const reading = readQuestion(question);
  return planParts(reading.parts, reading.context, coverage).map((p) => (p.subject >= 0 ? coverage.term(p.subject) : ''));
}

describe('planParts', () => {
  it('takes no Arabic function word left once its pronoun suffix went (عندي -> عند) as the subject', () => {
    const [subject] = subjects('عندي نقطة، كم تسوى بالدينار؟');
    expect(subject).not.toBe('عند');
    expect(subject).not.toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { parseRewrite, rewriteMessages } from './rewrite.js';

describe('the rewrite before retrieval', () => {
  it('asks for a standalone question with the conversation, and its translation', () => {
    const [system, user] = rewriteMessages('وللشركات؟', 'ar', [
      { question: 'كم رسوم نقل ملكية الخط؟', answer: 'الرسم 7.500 د.ك\n\nالمصدر: تعميم', sourceIds: [] },
    ]);
    expect(system.content).toMatch(/standalone question[\s\S]*translate that question into English/);
    expect(user.content).toBe(
      'Conversation:\nUser: كم رسوم نقل ملكية الخط؟\nAssistant: الرسم 7.500 د.ك المصدر: تعميم\n\nLast question: وللشركات؟',
    );
  });

  it('reads the first JSON object of the reply, leniently', () => {
    expect(
      parseRewrite(
        'Sure! {"question": "What is the line transfer fee for companies?", "translation": "كم رسوم نقل ملكية الخط للشركات؟"}',
        'And for companies?',
      ),
    ).toEqual({
      question: 'What is the line transfer fee for companies?',
      translation: 'كم رسوم نقل ملكية الخط للشركات؟',
    });
    expect(parseRewrite('{"question": "How long?", "translation": ""}', 'How long?')).toEqual({ question: 'How long?', translation: null });
  });

  it('gives up on a reply that is not a rewrite', () => {
    expect(parseRewrite('I cannot help with that.', 'q')).toBeNull();
    expect(parseRewrite('{"question": ""}', 'q')).toBeNull();
    expect(parseRewrite('{"question": 42}', 'q')).toBeNull();
    expect(parseRewrite(`{"question": "${'x'.repeat(600)}"}`, 'q')).toBeNull();
  });
});

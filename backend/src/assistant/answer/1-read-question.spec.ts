import { describe, expect, it } from 'vitest';
import { kindOf, languageOf, questionTermFactor, readQuestion } from './1-read-question.js';

describe('readQuestion', () => {
  it('splits a question asking two things into parts, each with the kind of fact it asks for', () => {
    const { parts } = readQuestion('What documents do I need for a new line and how long does activation take?');
    expect(parts).toEqual([
      { text: 'What documents do I need for a new line', kind: 'list' },
      { text: 'how long does activation take?', kind: 'duration' },
    ]);
  });

  it('splits an Arabic question at a new question word joined by و', () => {
    const { parts } = readQuestion('ما هي رسوم النقل وكم يستغرق النقل؟');
    expect(parts.map((p) => p.kind)).toEqual(['price', 'duration']);
    expect(parts[1].text).toBe('وكم يستغرق النقل؟');
  });

  it('keeps scene-setting sentences apart from what is asked', () => {
    const reading = readQuestion('A customer wants to port their number. How long does it take?');
    expect(reading.context).toBe('A customer wants to port their number.');
    expect(reading.parts).toEqual([{ text: 'How long does it take?', kind: 'duration' }]);
  });

  it('takes the whole text as the question when nothing in it asks', () => {
    expect(readQuestion('roaming rates Europe')).toEqual({ parts: [{ text: 'roaming rates Europe', kind: 'price' }], context: '' });
  });
});

describe('kindOf', () => {
  it('reads the kind of fact asked for, an earlier kind winning ("how much … cost" is a price)', () => {
    const asked = [
      'How much does the device cost?',
      'How many lines can one account hold?',
      'When does unused leave expire?',
      'Who approves a refund?',
      'What is the company canteen called?',
    ];
    expect(asked.map(kindOf)).toEqual(['price', 'quantity', 'duration', 'role', 'other']);
  });

  it('reads Arabic cues with or without hamza, taa marbuta and a clitic', () => {
    const asked = ['بكم الباقة؟', 'ما هي المدة المطلوبة؟', 'من يوافق على الإجازة؟', 'ما هي المستندات المطلوبة؟', 'وبكم الاشتراك؟'];
    expect(asked.map(kindOf)).toEqual(['price', 'duration', 'role', 'list', 'price']);
    expect(kindOf('ما المدة المطلوبة؟')).toBe(kindOf('ما المده المطلوبه؟'));
  });
});

describe('questionTermFactor', () => {
  it('gives words naming the form of the answer a fraction of their weight, the subject its whole weight', () => {
    expect(questionTermFactor('document')).toBeLessThan(1);
    expect(questionTermFactor('roam')).toBe(1);
  });
});

describe('languageOf', () => {
  it('keeps the language asked for, else reads the question', () => {
    expect(languageOf('What is the VPN?', 'ar')).toBe('ar');
    expect(languageOf('ما هي الشبكة الافتراضية؟')).toBe('ar');
    expect(languageOf('What is the VPN?')).toBe('en');
  });
});

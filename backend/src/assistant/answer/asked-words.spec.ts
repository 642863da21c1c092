import { NOT_FOUND_REPLY } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from '../../documents/testing/fixtures.js';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { isGeneric } from './asked-words.js';
import { answerQuestion, DEFAULT_ANSWER_OPTIONS, questionTermFactor } from './pipeline.js';

const index = new Bm25Index();
for (const d of SEED_DOCUMENTS.filter((x) => x.status === 'active')) index.upsert(d);
const read = (id: string) => SEED_DOCUMENTS.find((d) => d.id === id)?.content;
const ask = (question: string, language: 'en' | 'ar') =>
  answerQuestion(question, language, index.search(question, { termFactor: questionTermFactor }), DEFAULT_ANSWER_OPTIONS, read);

describe('questions no document is about get the not-found reply, not a "closest passage"', () => {
  it('refuses a personal question whose only words a passage holds are everyday ones ("bring", "work")', () => {
    // Before: answered as if sure with the device policy's "Personal phones (bring your own device) …".
    expect(ask('Can I bring my dog to work?', 'en')).toMatchObject({ mode: 'not_found', text: NOT_FOUND_REPLY.en });
    expect(ask('Can I bring my cat to work?', 'en')).toMatchObject({ mode: 'not_found', text: NOT_FOUND_REPLY.en });
    expect(ask('هل مسموح أجيب قطتي معي للشغل؟', 'ar')).toMatchObject({ mode: 'not_found', text: NOT_FOUND_REPLY.ar });
  });

  it('still answers questions whose passages hold the words they ask about, in both languages', () => {
    expect(ask('How many days of annual leave do I get?', 'en')).toMatchObject({ mode: 'extractive' });
    expect(ask('كم عدد أيام الإجازة السنوية؟', 'ar').text).toMatch(/30 يوماً/);
  });

  it('counts asking words, fillers, form words and everyday verbs as generic, not subjects', () => {
    for (const term of ['bring', 'get', 'polici', 'price']) expect(isGeneric(term), term).toBe(true);
    for (const term of ['dog', 'leav', 'vpn', 'اجاز']) expect(isGeneric(term), term).toBe(false);
  });
});

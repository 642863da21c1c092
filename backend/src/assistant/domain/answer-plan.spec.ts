import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REPLY } from '@kb/contracts';
import { answerRequests, failedAnswer, presetAnswer, questionLanguage, recordedAnswer, triesNext } from './answer-plan.js';

const source = { id: 'attachment', title: 'hall.txt', category: 'attachment', kind: 'file' as const };

describe('what may answer a question', () => {
  it("asks the asker's scope (documents, shared files and their own files) for a conversation's question", () => {
    expect(answerRequests('How many leave days?', 'en', { only: 'asker_scope', askerId: 'u-1' })).toEqual([
      { question: 'How many leave days?', language: 'en', askerId: 'u-1' },
    ]);
  });

  it('asks one file alone for a question to that file', () => {
    expect(answerRequests('When does it open?', 'en', { only: 'file', fileId: 'f-1' })).toEqual([
      { question: 'When does it open?', language: 'en', fileId: 'f-1' },
    ]);
  });

  it('asks documents only for the public chat, an attached file first, with the public token cap', () => {
    const requests = answerRequests(
      'When does it open?',
      'en',
      { only: 'documents', attachment: { text: 'Opens at 8.', source } },
      { maxTokens: 300 },
    );
    expect(requests).toEqual([
      { question: 'When does it open?', language: 'en', maxTokens: 300, attachment: { text: 'Opens at 8.', source } },
      { question: 'When does it open?', language: 'en', maxTokens: 300, documentsOnly: true },
    ]);
    expect(answerRequests('When does it open?', 'en', { only: 'documents' })).toEqual([
      { question: 'When does it open?', language: 'en', documentsOnly: true },
    ]);
  });

  it('goes on to the next request only when a reply found nothing', () => {
    expect(triesNext({ mode: 'not_found' })).toBe(true);
    for (const mode of ['extractive', 'llm', 'uncertain'] as const) expect(triesNext({ mode })).toBe(false);
  });
});

describe('the language a question is answered in', () => {
  it("is the question's own script; the page's language only breaks a tie", () => {
    expect(questionLanguage('كم يوم إجازة؟', 'ar', 'en')).toBe('ar');
    expect(questionLanguage('2026?', 'en', 'ar')).toBe('ar');
    expect(questionLanguage('2026?', 'en')).toBe('en');
  });
});

describe('an answer as recorded', () => {
  const timings = { retrievalMs: 1, generationMs: 2, totalMs: 3 };

  it("keeps the assistant's reply, with no provenance as an empty list", () => {
    const reply = { text: 'Thirty days.', sources: [], mode: 'extractive' as const, language: 'en' as const, timings, error: null };
    expect(recordedAnswer(reply)).toEqual({ ...reply, sourceVersions: [] });
  });

  it('records a preset reply with nothing retrieved or generated', () => {
    expect(presetAnswer({ text: 'Still reading.', sources: [], mode: 'not_found' }, 'en')).toEqual({
      text: 'Still reading.',
      sources: [],
      sourceVersions: [],
      mode: 'not_found',
      language: 'en',
      timings: { retrievalMs: 0, generationMs: 0, totalMs: 0 },
      error: null,
    });
  });

  it("marks a failure with SPEC's error: the public chat says it could not find, the others that the question is saved", () => {
    expect(failedAnswer('public_chat', 'ar', 'saved', 12)).toEqual({
      text: NOT_FOUND_REPLY.ar,
      sources: [],
      sourceVersions: [],
      mode: 'not_found',
      language: 'ar',
      timings: { retrievalMs: 0, generationMs: 0, totalMs: 12 },
      error: 'assistant_failed',
    });
    expect(failedAnswer('conversation', 'en', 'saved', 5)).toMatchObject({ text: 'saved', error: 'assistant_failed' });
    expect(failedAnswer('file', 'en', 'saved', 5)).toMatchObject({ text: 'saved', error: 'assistant_failed' });
  });
});

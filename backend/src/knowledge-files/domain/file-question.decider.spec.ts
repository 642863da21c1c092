import { describe, it } from 'vitest';
import type { FileQuestionAnswered, FileQuestionAsked } from '@kb/contracts';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { fileQuestionDecider } from './file-question.decider.js';

const given = DeciderSpecification.for(fileQuestionDecider);
const asked: FileQuestionAsked['data'] = {
  fileId: 'f-1',
  ownerId: 'u-1',
  messageId: 'q-1',
  content: 'What is the refund window?',
  language: 'en',
};
const answered: FileQuestionAnswered['data'] = {
  fileId: 'f-1',
  ownerId: 'u-1',
  messageId: 'a-1',
  inReplyTo: 'q-1',
  content: 'Refunds within 14 days.\n\nSource: refunds.pdf',
  sourceDocs: [{ id: 'f-1', title: 'refunds.pdf', category: 'knowledge_file', kind: 'file' }],
  mode: 'extractive',
  timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 },
  error: null,
  sourceVersions: [{ documentId: 'f-1', version: 2, passage: 'Refunds within 14 days.' }],
};

describe('file question decider', () => {
  it('records a question asked of one file', () => {
    given([])
      .when({ type: 'AskFileQuestion', data: asked })
      .then([{ type: 'FileQuestionAsked', data: asked }]);
  });

  it('records the answer to the question asked', () => {
    given([{ type: 'FileQuestionAsked', data: asked }])
      .when({ type: 'AnswerFileQuestion', data: answered })
      .then([{ type: 'FileQuestionAnswered', data: answered }]);
  });

  it('records a failed answer like any other, marked by its error', () => {
    const failed = { ...answered, mode: 'not_found' as const, sourceDocs: [], sourceVersions: [], error: 'assistant_failed' };
    given([{ type: 'FileQuestionAsked', data: asked }])
      .when({ type: 'AnswerFileQuestion', data: failed })
      .then([{ type: 'FileQuestionAnswered', data: failed }]);
  });

  it('asks a question once', () => {
    given([{ type: 'FileQuestionAsked', data: asked }])
      .when({ type: 'AskFileQuestion', data: asked })
      .thenFails('file_question_asked');
  });

  it('answers nothing that was not asked, nor another question', () => {
    given([]).when({ type: 'AnswerFileQuestion', data: answered }).thenFails('file_question_not_asked');
    given([{ type: 'FileQuestionAsked', data: asked }])
      .when({ type: 'AnswerFileQuestion', data: { ...answered, inReplyTo: 'q-2' } })
      .thenFails('file_question_not_asked');
  });

  it('answers a question once', () => {
    given([
      { type: 'FileQuestionAsked', data: asked },
      { type: 'FileQuestionAnswered', data: answered },
    ])
      .when({ type: 'AnswerFileQuestion', data: { ...answered, messageId: 'a-2' } })
      .thenFails('already_replied');
  });
});

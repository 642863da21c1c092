import type { Language } from '../constants.js';
import type { RecordedAnswerFields, ReplySourceVersion } from './conversations.js';
import type { DomainEvent } from './envelope.js';

/**
 * Questions asked of one knowledge file ("chat with file"), recorded by the answering context.
 * One stream per question, holding the question and its answer, so two questions at once never
 * contend for one stream: `file-question-{questionId}`.
 */
export const FILE_QUESTION_STREAM_PREFIX = 'file-question-';
export const fileQuestionStreamId = (questionId: string) => `${FILE_QUESTION_STREAM_PREFIX}${questionId}`;

/** The question, recorded before the assistant runs so a failure never loses it. */
export type FileQuestionAsked = DomainEvent<
  'FileQuestionAsked',
  {
    fileId: string;
    /** The asker, who owns the file (no one else may ask it). */
    ownerId: string;
    messageId: string;
    content: string;
    language: Language;
  }
>;

/**
 * The answer, caused by the question's event, with the same fields as a conversation's
 * `AssistantReplied`: the sources, the versions and passages quoted, the mode, the timings and,
 * when the assistant failed, `error` (SPEC.md's error field).
 */
export type FileQuestionAnswered = DomainEvent<
  'FileQuestionAnswered',
  {
    fileId: string;
    ownerId: string;
    messageId: string;
    inReplyTo: string;
  } & RecordedAnswerFields & { sourceVersions: ReplySourceVersion[] }
>;

export type FileQuestionEvent = FileQuestionAsked | FileQuestionAnswered;
export const FILE_QUESTION_EVENT_TYPES: readonly FileQuestionEvent['type'][] = ['FileQuestionAsked', 'FileQuestionAnswered'];

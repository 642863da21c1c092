import type { Language } from '../constants.js';
import type { AnswerMode, SourceDoc } from '../rest/conversations.js';
import type { AnswerReading, AnswerTimings, ReplySourceVersion } from './conversations.js';
import type { DomainEvent } from './envelope.js';

/** One stream per public question. */
export const publicQuestionStreamId = (questionId: string) => `public-question-${questionId}`;

/**
 * A question asked on the public simple chat, recorded without identity: `requesterHash` is a
 * salted hash of the caller's address (or account), enough to count repeat askers and nothing more.
 * The attached file is never stored: only its SHA-256 and size.
 *
 * The question and its answer stay one event, recorded once the answer is known: the analytics
 * gap report folds this event as one answered (or unanswered) question, and splitting it would need
 * a second version with an upcaster for the events already recorded. Nothing is shown back from it,
 * so a question lost to a crash before its answer loses no one's history. `sourceVersions` and
 * `timings` (the fields every answer records) came later: older events lack them.
 */
export type PublicQuestionAsked = DomainEvent<
  'PublicQuestionAsked',
  {
    questionId: string;
    question: string;
    language: Language;
    answered: boolean;
    mode: AnswerMode;
    sources: SourceDoc[];
    requesterHash: string;
    file: { sha256: string; size: number } | null;
    error: string | null;
    /** The document versions and passages the answer quoted (none for an attached file, never stored). */
    sourceVersions?: ReplySourceVersion[];
    timings?: AnswerTimings;
    /** How the question was read before searching (since issue 45/46). */
    reading?: AnswerReading;
  }
>;
export type SimpleChatEvent = PublicQuestionAsked;
export const SIMPLE_CHAT_EVENT_TYPES: readonly SimpleChatEvent['type'][] = ['PublicQuestionAsked'];

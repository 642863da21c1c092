import type { Language } from '../constants.js';
import type { AnswerMode, SourceDoc } from '../rest/conversations.js';
import type { DomainEvent } from './envelope.js';

/** One stream per public question. */
export const publicQuestionStreamId = (questionId: string) => `public-question-${questionId}`;

/**
 * A question asked on the public simple chat, recorded without identity: `requesterHash` is a
 * salted hash of the caller's address (or account), enough to count repeat askers and nothing more.
 * The attached file is never stored: only its SHA-256 and size.
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
  }
>;
export type SimpleChatEvent = PublicQuestionAsked;
export const SIMPLE_CHAT_EVENT_TYPES: readonly SimpleChatEvent['type'][] = ['PublicQuestionAsked'];

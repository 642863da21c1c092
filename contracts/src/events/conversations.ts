import type { AnswerMode, MessageAttachment, SourceDoc } from '../rest/conversations.js';
import type { Language } from '../constants.js';
import type { DomainEvent } from './envelope.js';

/** One stream per conversation: `conversation-{id}`. Every event names the owner, who alone may see it. */
export const conversationStreamId = (id: string) => `conversation-${id}`;

export type ConversationStarted = DomainEvent<'ConversationStarted', { conversationId: string; ownerId: string; title: string }>;
export type ConversationRenamed = DomainEvent<'ConversationRenamed', { conversationId: string; ownerId: string; title: string }>;
/** The user's message, recorded before the assistant runs so a failure never loses the question. */
export type MessagePosted = DomainEvent<
  'MessagePosted',
  {
    conversationId: string;
    ownerId: string;
    messageId: string;
    content: string;
    language: Language;
    /** A knowledge file of the asker's attached to the question (issue 31); questions before it have none. */
    attachment?: MessageAttachment;
  }
>;
export interface AnswerTimings {
  retrievalMs: number;
  generationMs: number;
  totalMs: number;
  firstTokenMs?: number | null;
}
/**
 * What every recorded answer holds, whichever way its question came (a conversation, one file, the
 * public chat): the text, its sources, how it was made, the timings and, when it is not what was
 * asked for, `error` (SPEC.md's error field: the model or the assistant failed).
 */
export interface RecordedAnswerFields {
  content: string;
  sourceDocs: SourceDoc[];
  mode: AnswerMode;
  timings: AnswerTimings;
  /** Why the reply is not what was asked for (model failed or timed out and the extractive answer stood in, or the assistant failed). */
  error: string | null;
  /**
   * The document (or knowledge file) versions and passages the reply used (recorded since the audit
   * issue; absent on older replies, whose versions the audit API derives from the log by time).
   */
  sourceVersions?: ReplySourceVersion[];
  /** How the question was read before searching (recorded since issue 45/46; absent on older replies). */
  reading?: AnswerReading;
}
/**
 * How a question was read before the knowledge base was searched, so an auditor sees what was
 * searched: as asked, read with the previous question of the conversation (a follow-up that names
 * no subject of its own), or rewritten by the model into a standalone question.
 */
export interface AnswerReading {
  kind: 'as_asked' | 'with_previous' | 'rewritten';
  /** The question as searched (the model's standalone rewrite, or the question itself). */
  searched: string;
  /** The previous question it was read with (`with_previous`), or the one the model rewrote it against. */
  previous?: string;
  /** The question's other-language forms searched as well (terms from the lexicon, or the model's translation). */
  translated?: string[];
}
export type AssistantReplied = DomainEvent<
  'AssistantReplied',
  {
    conversationId: string;
    ownerId: string;
    messageId: string;
    inReplyTo: string;
  } & RecordedAnswerFields
>;
/** A source of a reply as it was used: the document's stream version count then, and the passage quoted. */
export interface ReplySourceVersion {
  documentId: string;
  /** Number of events in the document's stream when the reply was given (its `version`). */
  version: number;
  passage: string;
}
export type AnswerRated = DomainEvent<'AnswerRated', { conversationId: string; ownerId: string; messageId: string; helpful: boolean }>;
/** The owner answered "Was this conversation useful?" (the last answer counts). */
export type ConversationRated = DomainEvent<'ConversationRated', { conversationId: string; ownerId: string; useful: boolean }>;
export type ConversationDeleted = DomainEvent<'ConversationDeleted', { conversationId: string; ownerId: string }>;

export type ConversationEvent =
  ConversationStarted | ConversationRenamed | MessagePosted | AssistantReplied | AnswerRated | ConversationRated | ConversationDeleted;
export const CONVERSATION_EVENT_TYPES: readonly ConversationEvent['type'][] = [
  'ConversationStarted',
  'ConversationRenamed',
  'MessagePosted',
  'AssistantReplied',
  'AnswerRated',
  'ConversationRated',
  'ConversationDeleted',
];

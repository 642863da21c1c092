import {
  DEFAULT_CONVERSATION_TITLE,
  type AssistantReplied,
  type ConversationEvent,
  type Language,
  type MessageAttachment,
  type MessageRole,
} from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

export interface ConversationState {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
  title: string;
  /** Set by any rename: a title the user chose is never replaced by the first question. */
  renamed: boolean;
  /** Role of every message, to accept ratings of assistant replies only. */
  messages: Record<string, MessageRole>;
  /** Reply id of each answered question: a question is answered once, however often it is sent. */
  replies: Record<string, string>;
  ratings: Record<string, boolean>;
  /** The owner's answer to "Was this conversation useful?", null until given. */
  useful: boolean | null;
  /** Messages posted and replied so far: the place of each question among them. */
  count: number;
  /** Questions not replied to yet, by id: their text and place, for the turn their reply makes. */
  asked: Record<string, { question: string; at: number }>;
  /**
   * The last {@link TURNS_KEPT} question-and-reply turns, oldest first: what a follow-up is answered
   * with, kept here so that sending needs no query of the read model's messages.
   */
  turns: readonly KeptTurn[];
}

/** One question and its reply as a follow-up reads them (the assistant's `PriorTurn`), with the question's place. */
export interface KeptTurn {
  at: number;
  question: string;
  /** The reply's text as recorded. */
  answer: string;
  /** The documents and files the reply cited, by id. */
  sourceIds: string[];
}

/** Turns a conversation's state keeps: as many as a follow-up is answered with. */
export const TURNS_KEPT = 10;

export type ConversationCommand =
  | { type: 'Start'; conversationId: string; ownerId: string; title: string }
  | { type: 'Rename'; conversationId: string; ownerId: string; title: string }
  | {
      type: 'PostMessage';
      conversationId: string;
      ownerId: string;
      messageId: string;
      content: string;
      language: Language;
      attachment?: MessageAttachment;
    }
  | ({ type: 'RecordReply' } & AssistantReplied['data'])
  | { type: 'Rate'; conversationId: string; ownerId: string; messageId: string; helpful: boolean }
  | { type: 'RateConversation'; conversationId: string; ownerId: string; useful: boolean }
  | { type: 'Delete'; conversationId: string; ownerId: string };

const initialState: ConversationState = {
  exists: false,
  deleted: false,
  ownerId: null,
  title: '',
  renamed: false,
  messages: {},
  replies: {},
  ratings: {},
  useful: null,
  count: 0,
  asked: {},
  turns: [],
};

/** The default title in the languages the client creates it in (SPEC.md: "New Conversation"). */
const DEFAULT_TITLES = new Set([DEFAULT_CONVERSATION_TITLE, 'محادثة جديدة']);

/** Someone else's conversation answers exactly like a missing one: its existence is not revealed. */
const visibleTo = (s: ConversationState, ownerId: string) => s.exists && !s.deleted && s.ownerId === ownerId;

function decide(c: ConversationCommand, s: ConversationState): ConversationEvent[] | DomainError {
  if (c.type === 'Start') {
    // A retried create with a client-named id is answered by the handler from the read model.
    if (s.exists) return new DomainError('conversation_exists');
    return [{ type: 'ConversationStarted', data: { conversationId: c.conversationId, ownerId: c.ownerId, title: c.title } }];
  }
  if (!visibleTo(s, c.ownerId)) return new DomainError('not_found');
  const base = { conversationId: c.conversationId, ownerId: c.ownerId };
  switch (c.type) {
    case 'Rename':
      return c.title === s.title ? [] : [{ type: 'ConversationRenamed', data: { ...base, title: c.title } }];
    case 'PostMessage':
      if (s.messages[c.messageId] === 'user') return [];
      if (s.messages[c.messageId]) return new DomainError('message_exists');
      return [
        {
          type: 'MessagePosted',
          data: {
            ...base,
            messageId: c.messageId,
            content: c.content,
            language: c.language,
            ...(c.attachment ? { attachment: c.attachment } : {}),
          },
        },
        ...titleByFirstQuestion(c, s),
      ];
    case 'RecordReply':
      if (s.messages[c.inReplyTo] !== 'user') return new DomainError('not_found');
      if (s.replies[c.inReplyTo]) return new DomainError('already_replied', { replyId: s.replies[c.inReplyTo] });
      return [
        {
          type: 'AssistantReplied',
          data: {
            ...base,
            messageId: c.messageId,
            inReplyTo: c.inReplyTo,
            content: c.content,
            sourceDocs: c.sourceDocs,
            mode: c.mode,
            timings: c.timings,
            error: c.error,
            // What the reply read, for auditors; replies recorded before this field existed have none.
            ...(c.sourceVersions ? { sourceVersions: c.sourceVersions } : {}),
            // How the question was read before searching (issue 45): what an auditor sees was searched.
            ...(c.reading ? { reading: c.reading } : {}),
          },
        },
      ];
    case 'Rate':
      if (s.messages[c.messageId] !== 'assistant') return new DomainError('not_found');
      return s.ratings[c.messageId] === c.helpful
        ? []
        : [{ type: 'AnswerRated', data: { ...base, messageId: c.messageId, helpful: c.helpful } }];
    case 'RateConversation':
      return s.useful === c.useful ? [] : [{ type: 'ConversationRated', data: { ...base, useful: c.useful } }];
    case 'Delete':
      return [{ type: 'ConversationDeleted', data: base }];
    default: {
      const never: never = c;
      return never;
    }
  }
}

function evolve(s: ConversationState, e: ConversationEvent): ConversationState {
  switch (e.type) {
    case 'ConversationStarted':
      return { ...s, exists: true, ownerId: e.data.ownerId, title: e.data.title };
    case 'ConversationRenamed':
      return { ...s, title: e.data.title, renamed: true };
    case 'MessagePosted':
      return {
        ...s,
        messages: { ...s.messages, [e.data.messageId]: 'user' },
        count: s.count + 1,
        asked: { ...s.asked, [e.data.messageId]: { question: e.data.content, at: s.count } },
      };
    case 'AssistantReplied':
      return {
        ...s,
        messages: { ...s.messages, [e.data.messageId]: 'assistant' },
        replies: { ...s.replies, [e.data.inReplyTo]: e.data.messageId },
        count: s.count + 1,
        ...withTurn(s, e.data),
      };
    case 'AnswerRated':
      return { ...s, ratings: { ...s.ratings, [e.data.messageId]: e.data.helpful } };
    case 'ConversationRated':
      return { ...s, useful: e.data.useful };
    case 'ConversationDeleted':
      return { ...s, deleted: true };
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** The reply's question leaves `asked` for the kept turns (the oldest beyond {@link TURNS_KEPT} dropped). */
function withTurn(s: ConversationState, reply: AssistantReplied['data']): Partial<Pick<ConversationState, 'asked' | 'turns'>> {
  const question = s.asked[reply.inReplyTo];
  if (!question) return {};
  const { [reply.inReplyTo]: _answered, ...asked } = s.asked;
  const turn = { at: question.at, question: question.question, answer: reply.content, sourceIds: reply.sourceDocs.map((d) => d.id) };
  return { asked, turns: [...s.turns, turn].sort((a, b) => a.at - b.at).slice(-TURNS_KEPT) };
}

/**
 * The turns before one of the conversation's questions, oldest first, at most `max` (the latest):
 * what the assistant reads a follow-up with. A question without a reply is left out.
 */
export function turnsBefore(s: ConversationState, questionId: string, max = TURNS_KEPT): Array<Omit<KeptTurn, 'at'>> {
  const at = s.asked[questionId]?.at ?? s.count;
  return s.turns
    .filter((t) => t.at < at)
    .slice(-max)
    .map(({ question, answer, sourceIds }) => ({ question, answer, sourceIds }));
}

/**
 * A conversation made with the New conversation button is titled by its first question, as one
 * started by sending a message is; one the user renamed keeps its name.
 */
function titleByFirstQuestion(c: { conversationId: string; ownerId: string; content: string }, s: ConversationState): ConversationEvent[] {
  if (Object.keys(s.messages).length > 0 || s.renamed || !DEFAULT_TITLES.has(s.title)) return [];
  const title = titleFromQuestion(c.content);
  return title && title !== s.title
    ? [{ type: 'ConversationRenamed', data: { conversationId: c.conversationId, ownerId: c.ownerId, title } }]
    : [];
}

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = { initialState, decide, evolve };

/** A title from the first question: its first line, cut at a word boundary. */
export function titleFromQuestion(question: string, max = 60): string {
  const line = question.trim().split('\n')[0].replace(/\s+/g, ' ');
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

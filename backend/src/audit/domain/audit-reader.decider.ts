import type { AuditRecordViewed, AuditViewKind } from '@kb/contracts';
import type { Decider } from '../../shared/event-sourcing/decider.js';

/** Event types whose data holds what a user wrote or was answered in a private conversation. */
// A saved item (issue 48) holds a copy of a message: reading it is reading the conversation.
export const PRIVATE_CONTENT_TYPES = new Set([
  'MessagePosted',
  'AssistantReplied',
  'ConversationStarted',
  'ConversationRenamed',
  'SavedItemAdded',
]);
/** Event types whose data holds what a user asked one of their knowledge files, or was answered from it. */
export const FILE_QUESTION_CONTENT_TYPES = new Set(['FileQuestionAsked', 'FileQuestionAnswered']);

export interface ViewedContent {
  conversationId: string | null;
  ownerId: string | null;
  type: string;
  /** The event's stream: a question asked of one file is named by it (it has no conversation). */
  streamId?: string;
}

export type ViewedConversation = AuditRecordViewed['data']['conversations'][number];

/** The conversation (or, for a question to one file, the question's stream) whose private content an event shows. */
function privatePlace(s: ViewedContent): string | null {
  if (PRIVATE_CONTENT_TYPES.has(s.type)) return s.conversationId;
  if (FILE_QUESTION_CONTENT_TYPES.has(s.type)) return s.streamId ?? null;
  return null;
}

/** The conversations of others whose private content `shown` holds, once each; the reader's own are not recorded. */
export function othersConversations(readerId: string, shown: readonly ViewedContent[]): ViewedConversation[] {
  const seen = new Map<string, string>();
  for (const s of shown) {
    const place = privatePlace(s);
    if (!place || !s.ownerId || s.ownerId === readerId) continue;
    seen.set(place, s.ownerId);
  }
  return [...seen].map(([conversationId, ownerId]) => ({ conversationId, ownerId }));
}

export type RecordView = {
  type: 'RecordView';
  readerId: string;
  via: AuditViewKind;
  conversations: ViewedConversation[];
  messageId: string | null;
};

/** A reader's stream only ever grows: every view of others' conversations is recorded, nothing is refused. */
export const readerDecider: Decider<null, RecordView, AuditRecordViewed> = {
  initialState: null,
  decide: ({ readerId, via, conversations, messageId }) =>
    conversations.length ? [{ type: 'AuditRecordViewed', data: { readerId, via, conversations, messageId } }] : [],
  evolve: (state) => state,
};

import type { SavedItemKind } from '../rest/saved-items.js';
import type { SourceDoc } from '../rest/conversations.js';
import type { DomainEvent } from './envelope.js';

/**
 * Saved items (issue 48): the answers and questions a user keeps to find again. One stream per user
 * (`saved-items-{userId}`): only its owner ever reads it (auditors through the audit log, which
 * records that reading). `ownerId` and `conversationId` name whose words these are, as conversation
 * events do.
 */
export const savedItemsStreamId = (userId: string) => `saved-items-${userId}`;

/**
 * A message kept, with a copy of what it said: the saved item outlives its conversation. On an
 * answer `question` is what it answered (null on a question, or when none was found).
 */
export type SavedItemAdded = DomainEvent<
  'SavedItemAdded',
  {
    itemId: string;
    ownerId: string;
    kind: SavedItemKind;
    messageId: string;
    conversationId: string;
    conversationTitle: string;
    content: string;
    question: string | null;
    sourceDocs: SourceDoc[];
    /** When the message itself was written. */
    messageAt: string;
  }
>;
/** Taken off the Saved page; `messageId` names what it was. */
export type SavedItemRemoved = DomainEvent<'SavedItemRemoved', { itemId: string; ownerId: string; messageId: string }>;
/** A removal undone: the item is back where it was (its saved time unchanged). */
export type SavedItemRestored = DomainEvent<'SavedItemRestored', { itemId: string; ownerId: string; messageId: string }>;

export type SavedItemEvent = SavedItemAdded | SavedItemRemoved | SavedItemRestored;
export const SAVED_ITEM_EVENT_TYPES: readonly SavedItemEvent['type'][] = ['SavedItemAdded', 'SavedItemRemoved', 'SavedItemRestored'];

import type { SourceDoc } from './conversations.js';

/** What was saved: an assistant's answer, or one of the user's own questions (to ask it again). */
export type SavedItemKind = 'answer' | 'question';
export const SAVED_ITEM_KINDS: readonly SavedItemKind[] = ['answer', 'question'];
/** Live saved items one user may keep. */
export const MAX_SAVED_ITEMS = 1000;
export const MAX_SAVED_SEARCH_LENGTH = 200;

/** One saved item as `GET /api/saved` lists it (newest saved first). */
export interface SavedItem {
  id: string;
  kind: SavedItemKind;
  messageId: string;
  conversationId: string;
  /** The conversation's title now (its last one, once deleted). */
  conversationTitle: string;
  /** False once the conversation was deleted: the item then shows its own copy of the text. */
  conversationAvailable: boolean;
  content: string;
  /** On an answer: the question it answered. */
  question: string | null;
  sourceDocs: SourceDoc[];
  messageAt: string;
  savedAt: string;
}

/** `POST /api/saved`: keep one of the caller's own messages. */
export interface SaveItemRequest {
  messageId: string;
}

/** `GET /api/saved?type=&q=`: by kind, and holding every word of `q` (in the text, the question or the conversation's title). */
export interface ListSavedItemsQuery {
  type?: SavedItemKind;
  q?: string;
}

export interface Conversation {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}
export interface SourceDoc {
  id: string;
  /** A document's title, or a knowledge file's original filename. */
  title: string;
  category: string;
  /** What the source is; absent on replies recorded before files could be sources (documents). */
  kind?: 'document' | 'file';
}
export type MessageRole = 'user' | 'assistant';
/**
 * How a reply was made: quoted from the documents (`extractive`), written by the model from them
 * (`llm`), the closest passage offered with a warning because the evidence is weak (`uncertain`:
 * the client marks it as low confidence), or the not-found reply (`not_found`).
 */
export type AnswerMode = 'extractive' | 'llm' | 'uncertain' | 'not_found';
export interface Message {
  id: string;
  conversationId: string;
  role: MessageRole;
  content: string;
  createdAt: string;
  sourceDocs: SourceDoc[];
  /** Set on an assistant reply that could not be produced as asked (e.g. model failure, fell back). */
  error?: string | null;
  mode?: AnswerMode;
  helpful?: boolean | null;
  /** On a question: the file attached to it (one of the asker's knowledge files), by id and original filename. */
  attachment?: MessageAttachment | null;
}
export interface MessageAttachment {
  fileId: string;
  filename: string;
}
export interface CreateConversationRequest {
  /** Client-generated UUID of the new conversation; repeating a create with the same id is idempotent. */
  id?: string;
  title?: string;
}
export interface RenameConversationRequest {
  title: string;
  conversationId?: string;
}
export interface SendMessageRequest {
  content: string;
  conversationId?: string;
  /** Client-generated UUID of the question; a repeated send with the same id is idempotent. */
  id?: string;
  /** Without `conversationId`: the client-generated UUID of the conversation this first question starts. */
  newConversationId?: string;
  /** One of the asker's knowledge files, attached to this question: it is answered from that file. */
  attachmentFileId?: string;
}
/** `GET /api/conversations?limit=&cursor=`: newest activity first; the body stays an array, the next page's cursor comes in {@link NEXT_CURSOR_HEADER}. */
export interface ListConversationsQuery {
  limit?: number;
  cursor?: string;
}
export interface SendMessageResponse {
  userMessage: Message;
  assistantMessage: Message;
  conversationId: string;
  error?: string;
}
export interface FeedbackRequest {
  helpful: boolean;
}

/** `GET /api/conversation-search?q=`: the caller's own conversations whose title or messages hold every word of `q`. */
export interface ConversationSearchQuery {
  q: string;
}
/** A stretch of text a search matched: `[start, end)` in UTF-16 code units of the text it belongs to. */
export type TextRange = [number, number];
export interface ConversationSearchHit {
  conversation: Conversation;
  /** Where the title matched. */
  titleRanges: TextRange[];
  /** A passage of the first message that matched (null when only the title did), with its matches. */
  snippet: { messageId: string; text: string; ranges: TextRange[] } | null;
}
export const MAX_CONVERSATION_SEARCH_LENGTH = 200;
/** `GET`/`POST /api/conversations/:id/feedback`: the owner's answer to "Was this conversation useful?" (null: not answered). */
export interface ConversationFeedback {
  useful: boolean | null;
}

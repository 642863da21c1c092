import type { AnswerMode, Conversation, Message, MessageAttachment, MessageRole, SourceDoc } from '@kb/contracts';

/** Columns of the `conversations` table that reads select (see conversations.projector.ts). */
export interface ConversationRow {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
}
export const CONVERSATION_COLUMNS = 'id, title, created_at, updated_at';

export interface MessageRow {
  id: string;
  conversation_id: string;
  role: MessageRole;
  content: string;
  created_at: Date;
  source_docs: SourceDoc[] | null;
  error: string | null;
  mode: AnswerMode | null;
  helpful: boolean | null;
  attachment: MessageAttachment | null;
}
export const MESSAGE_COLUMNS = 'id, conversation_id, role, content, created_at, source_docs, error, mode, helpful, attachment';

const iso = (d: Date | string) => new Date(d).toISOString();

export const toConversation = (r: ConversationRow): Conversation => ({
  id: r.id,
  title: r.title,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  conversationId: r.conversation_id,
  role: r.role,
  content: r.content,
  createdAt: iso(r.created_at),
  sourceDocs: r.source_docs ?? [],
  error: r.error ?? null,
  mode: r.mode ?? undefined,
  helpful: r.helpful ?? null,
  ...(r.attachment ? { attachment: r.attachment } : {}),
});

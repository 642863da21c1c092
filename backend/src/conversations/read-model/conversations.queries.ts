import { Injectable } from '@nestjs/common';
import type { Conversation, Message } from '@kb/contracts';
import { Database } from '../../database/database.js';

const iso = (d: Date | string) => new Date(d).toISOString();

export const toConversation = (r: any): Conversation => ({ id: r.id, title: r.title, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) });

export const toMessage = (r: any): Message => ({
  id: r.id,
  conversationId: r.conversation_id,
  role: r.role,
  content: r.content,
  createdAt: iso(r.created_at),
  sourceDocs: r.source_docs ?? [],
  error: r.error ?? null,
  mode: r.mode ?? undefined,
  helpful: r.helpful ?? null,
});

/** Reads of the conversations read model, always scoped to one owner. */
@Injectable()
export class ConversationQueries {
  constructor(private readonly db: Database) {}

  async list(ownerId: string): Promise<Conversation[]> {
    const { rows } = await this.db.query(
      `SELECT * FROM conversations WHERE owner_id = $1 AND deleted_at IS NULL ORDER BY updated_at DESC, id`,
      [ownerId],
    );
    return rows.map(toConversation);
  }

  async find(ownerId: string, id: string): Promise<Conversation | null> {
    const { rows } = await this.db.query(`SELECT * FROM conversations WHERE id = $1 AND owner_id = $2 AND deleted_at IS NULL`, [id, ownerId]);
    return rows[0] ? toConversation(rows[0]) : null;
  }

  async messages(ownerId: string, conversationId: string): Promise<Message[]> {
    const { rows } = await this.db.query(
      `SELECT * FROM messages WHERE conversation_id = $1 AND owner_id = $2 ORDER BY seq`,
      [conversationId, ownerId],
    );
    return rows.map(toMessage);
  }

  async message(ownerId: string, id: string): Promise<Message | null> {
    const { rows } = await this.db.query(`SELECT * FROM messages WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /** What changed since `since` (inclusive, so a tab never misses a same-millisecond change). */
  async changesSince(ownerId: string, since: Date) {
    const [conversations, messages] = await Promise.all([
      this.db.query(`SELECT * FROM conversations WHERE owner_id = $1 AND updated_at >= $2 ORDER BY updated_at DESC`, [ownerId, since]),
      this.db.query(`SELECT * FROM messages WHERE owner_id = $1 AND created_at >= $2 ORDER BY conversation_id, seq`, [ownerId, since]),
    ]);
    return {
      conversations: conversations.rows.filter((r) => !r.deleted_at).map(toConversation),
      deletedConversationIds: conversations.rows.filter((r) => r.deleted_at).map((r) => r.id as string),
      messages: messages.rows.map(toMessage),
    };
  }
}

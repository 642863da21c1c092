import { Injectable } from '@nestjs/common';
import type { Conversation, Message } from '@kb/contracts';
import { Database, type Queryable } from '../../database/database.js';
import {
  CONVERSATION_COLUMNS,
  MESSAGE_COLUMNS,
  toConversation,
  toMessage,
  type ConversationRow,
  type MessageRow,
} from './conversation-rows.js';

/** Where a page of the list ends: the last row's sort key (its `updated_at` to the microsecond, and id). */
export interface PageKey {
  updatedAt: string;
  id: string;
}

/** Reads of the conversations read model, always scoped to one owner. */
@Injectable()
export class ConversationQueries {
  constructor(private readonly db: Database) {}

  /**
   * One page of the owner's conversations, newest activity first (ties by id), after `after` when
   * given: keyset paging on the `(owner_id, updated_at DESC, id)` index, so page 20 costs what page 1 does.
   */
  async page(ownerId: string, limit: number, after?: PageKey): Promise<{ conversations: Conversation[]; next: PageKey | null }> {
    const params: unknown[] = [ownerId, limit + 1];
    let keyset = '';
    if (after) {
      params.push(after.updatedAt, after.id);
      // `updated_at <= $3` is the index range (the scan starts at the cursor); the rest drops the ties already shown.
      keyset = 'AND updated_at <= $3 AND (updated_at < $3 OR id > $4)';
    }
    const { rows } = await this.db.query<ConversationRow & { key: string }>(
      `SELECT ${CONVERSATION_COLUMNS}, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS key
       FROM conversations WHERE owner_id = $1 AND deleted_at IS NULL ${keyset}
       ORDER BY updated_at DESC, id LIMIT $2`,
      params,
    );
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown.at(-1);
    return { conversations: shown.map(toConversation), next: more && last ? { updatedAt: last.key, id: last.id } : null };
  }

  /** `via`: a transaction's client (the projector's, for its live push), else the pool. */
  async find(ownerId: string, id: string, via: Queryable = this.db): Promise<Conversation | null> {
    const { rows } = await via.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations WHERE id = $1 AND owner_id = $2 AND deleted_at IS NULL`,
      [id, ownerId],
    );
    return rows[0] ? toConversation(rows[0]) : null;
  }

  async messages(ownerId: string, conversationId: string): Promise<Message[]> {
    const { rows } = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = $1 AND owner_id = $2 ORDER BY seq`,
      [conversationId, ownerId],
    );
    return rows.map(toMessage);
  }

  /**
   * The owner's conversations, newest activity first, each with its messages in order, for the
   * conversation search (at most `maxConversations`, the newest).
   */
  async searchable(
    ownerId: string,
    maxConversations: number,
  ): Promise<Array<{ conversation: Conversation; messages: Array<{ id: string; content: string }> }>> {
    const { rows } = await this.db.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations WHERE owner_id = $1 AND deleted_at IS NULL ORDER BY updated_at DESC, id LIMIT $2`,
      [ownerId, maxConversations],
    );
    if (rows.length === 0) return [];
    const { rows: messages } = await this.db.query<{ id: string; conversation_id: string; content: string }>(
      `SELECT id, conversation_id, content FROM messages WHERE owner_id = $1 AND conversation_id = ANY($2::uuid[]) ORDER BY conversation_id, seq`,
      [ownerId, rows.map((r) => r.id)],
    );
    const byConversation = new Map<string, Array<{ id: string; content: string }>>();
    for (const m of messages) {
      const list = byConversation.get(m.conversation_id) ?? [];
      list.push({ id: m.id, content: m.content });
      byConversation.set(m.conversation_id, list);
    }
    return rows.map((r) => ({ conversation: toConversation(r), messages: byConversation.get(r.id) ?? [] }));
  }

  async message(ownerId: string, id: string): Promise<Message | null> {
    const { rows } = await this.db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id = $1 AND owner_id = $2`, [
      id,
      ownerId,
    ]);
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /** The owner's question an answer replied to: the last question before it in its conversation (issue 48, saved answers). */
  async questionBefore(ownerId: string, messageId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ content: string }>(
      `SELECT q.content FROM messages a JOIN messages q ON q.conversation_id = a.conversation_id AND q.seq < a.seq AND q.role = 'user'
       WHERE a.id = $1 AND a.owner_id = $2 AND q.owner_id = $2 ORDER BY q.seq DESC LIMIT 1`,
      [messageId, ownerId],
    );
    return rows[0]?.content ?? null;
  }

  /** Whose and where a message id is, whoever owns it: a client-named id must not take over another's. */
  async messagePlace(id: string): Promise<{ ownerId: string; conversationId: string } | null> {
    const { rows } = await this.db.query<{ owner_id: string; conversation_id: string }>(
      `SELECT owner_id, conversation_id FROM messages WHERE id = $1`,
      [id],
    );
    return rows[0] ? { ownerId: rows[0].owner_id, conversationId: rows[0].conversation_id } : null;
  }

  /** The owner's answer to "Was this conversation useful?" (null: not answered, or not theirs). */
  async useful(ownerId: string, id: string): Promise<boolean | null> {
    const { rows } = await this.db.query<{ useful: boolean | null }>(
      `SELECT useful FROM conversations WHERE id = $1 AND owner_id = $2 AND deleted_at IS NULL`,
      [id, ownerId],
    );
    return rows[0]?.useful ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import type { SavedItem, SavedItemKind, SourceDoc } from '@kb/contracts';
import { Database } from '../../database/database.js';

interface Row {
  id: string;
  kind: string;
  message_id: string;
  conversation_id: string;
  conversation_title: string;
  conversation_deleted: boolean;
  content: string;
  question: string | null;
  source_docs: SourceDoc[];
  message_at: Date;
  saved_at: Date;
}

const COLUMNS =
  'id, kind, message_id, conversation_id, conversation_title, conversation_deleted, content, question, source_docs, message_at, saved_at';
/** The most one list answers with (a user keeps at most MAX_SAVED_ITEMS live items). */
const LIST_LIMIT = 1000;

const toItem = (r: Row): SavedItem => ({
  id: r.id,
  kind: r.kind as SavedItemKind,
  messageId: r.message_id,
  conversationId: r.conversation_id,
  conversationTitle: r.conversation_title,
  conversationAvailable: !r.conversation_deleted,
  content: r.content,
  question: r.question,
  sourceDocs: r.source_docs,
  messageAt: r.message_at.toISOString(),
  savedAt: r.saved_at.toISOString(),
});

/** `%`, `_` and `\` taken literally by ILIKE. */
const literal = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads of `saved_items`, always scoped to one owner: nobody reads another's saved items. */
@Injectable()
export class SavedItemsQueries {
  constructor(private readonly db: Database) {}

  /** The owner's live items, newest saved first; of one kind, and holding every word of `q`, when given. */
  async list(ownerId: string, filters: { kind?: SavedItemKind; q?: string } = {}): Promise<SavedItem[]> {
    const params: unknown[] = [ownerId];
    const where = ['owner_id = $1', 'removed_at IS NULL'];
    if (filters.kind) {
      params.push(filters.kind);
      where.push(`kind = $${params.length}`);
    }
    for (const word of (filters.q ?? '').split(/\s+/).filter(Boolean)) {
      params.push(literal(word));
      const p = `$${params.length}`;
      where.push(`(content ILIKE ${p} OR coalesce(question, '') ILIKE ${p} OR conversation_title ILIKE ${p})`);
    }
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_items WHERE ${where.join(' AND ')} ORDER BY saved_at DESC, id LIMIT ${LIST_LIMIT}`,
      params,
    );
    return rows.map(toItem);
  }

  /** The owner's live items among `ids` (removed ones and anyone else's are absent). */
  async findByIds(ownerId: string, ids: readonly string[]): Promise<SavedItem[]> {
    if (!ids.length) return [];
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_items WHERE owner_id = $1 AND id = ANY($2::uuid[]) AND removed_at IS NULL`,
      [ownerId, ids],
    );
    return rows.map(toItem);
  }

  async find(ownerId: string, id: string): Promise<SavedItem | null> {
    return (await this.findByIds(ownerId, [id]))[0] ?? null;
  }

  /** The owner's live item keeping `messageId`, if any. */
  async byMessage(ownerId: string, messageId: string): Promise<SavedItem | null> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_items WHERE owner_id = $1 AND message_id = $2 AND removed_at IS NULL`,
      [ownerId, messageId],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  /** Every live item of a conversation, whoever kept it (a conversation has one owner). */
  async byConversation(conversationId: string): Promise<Array<SavedItem & { ownerId: string }>> {
    const { rows } = await this.db.query<Row & { owner_id: string }>(
      `SELECT ${COLUMNS}, owner_id FROM saved_items WHERE conversation_id = $1 AND removed_at IS NULL`,
      [conversationId],
    );
    return rows.map((r) => ({ ...toItem(r), ownerId: r.owner_id }));
  }
}

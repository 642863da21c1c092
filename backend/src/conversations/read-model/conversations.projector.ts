import { CONVERSATION_EVENT_TYPES, type ConversationEvent } from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

export const CONVERSATIONS_PROJECTOR = 'conversations';

/**
 * The sidebar list and the message history. Deleted conversations keep a tombstone row
 * (`deleted_at`), so a client-named id stays taken.
 */
export const conversationsProjector: SqlProjector = {
  kind: 'sql',
  name: CONVERSATIONS_PROJECTOR,
  tables: { conversations: { orderBy: 'id' }, messages: { orderBy: 'id' } },
  handles: CONVERSATION_EVENT_TYPES,
  ddl: (t: TableNames) => `
    CREATE TABLE IF NOT EXISTS ${t.conversations} (
      id uuid PRIMARY KEY,
      owner_id text NOT NULL,
      title text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    ALTER TABLE ${t.conversations} ADD COLUMN IF NOT EXISTS useful boolean;
    -- Serves the list's keyset pages: WHERE owner_id = ? AND deleted_at IS NULL ORDER BY updated_at DESC, id.
    CREATE INDEX IF NOT EXISTS ${t.conversations}_owner_page ON ${t.conversations} (owner_id, updated_at DESC, id) WHERE deleted_at IS NULL;
    CREATE TABLE IF NOT EXISTS ${t.messages} (
      id uuid PRIMARY KEY,
      conversation_id uuid NOT NULL,
      owner_id text NOT NULL,
      seq int NOT NULL,
      role text NOT NULL,
      content text NOT NULL,
      language text,
      source_docs jsonb NOT NULL DEFAULT '[]',
      mode text,
      error text,
      helpful boolean,
      timings jsonb,
      created_at timestamptz NOT NULL
    );
    -- Issue 31: the knowledge file attached to a question (added to read models built before it).
    ALTER TABLE ${t.messages} ADD COLUMN IF NOT EXISTS attachment jsonb;
    CREATE INDEX IF NOT EXISTS ${t.messages}_conversation ON ${t.messages} (conversation_id, seq);
    CREATE INDEX IF NOT EXISTS ${t.messages}_owner_created ON ${t.messages} (owner_id, created_at);`,

  async apply(c: Queryable, stored: StoredEvent, t: TableNames): Promise<void> {
    const e = decodeEventOf<ConversationEvent>(stored, CONVERSATION_EVENT_TYPES);
    if (!e) return;
    const at = stored.metadata.at;
    const touch = (id: string) => c.query(`UPDATE ${t.conversations} SET updated_at = $2 WHERE id = $1`, [id, at]);
    switch (e.type) {
      case 'ConversationStarted':
        await c.query(
          `INSERT INTO ${t.conversations} (id, owner_id, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) ON CONFLICT (id) DO NOTHING`,
          [e.data.conversationId, e.data.ownerId, e.data.title, at],
        );
        return;
      case 'ConversationRenamed':
        await c.query(`UPDATE ${t.conversations} SET title = $2, updated_at = $3 WHERE id = $1`, [e.data.conversationId, e.data.title, at]);
        return;
      case 'MessagePosted':
        await c.query(
          `INSERT INTO ${t.messages} (id, conversation_id, owner_id, seq, role, content, language, attachment, created_at)
           VALUES ($1, $2, $3, $4, 'user', $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [
            e.data.messageId,
            e.data.conversationId,
            e.data.ownerId,
            stored.streamVersion,
            e.data.content,
            e.data.language,
            e.data.attachment ? JSON.stringify(e.data.attachment) : null,
            at,
          ],
        );
        await touch(e.data.conversationId);
        return;
      case 'AssistantReplied':
        await c.query(
          `INSERT INTO ${t.messages} (id, conversation_id, owner_id, seq, role, content, source_docs, mode, error, timings, created_at)
           VALUES ($1, $2, $3, $4, 'assistant', $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
          [
            e.data.messageId,
            e.data.conversationId,
            e.data.ownerId,
            stored.streamVersion,
            e.data.content,
            JSON.stringify(e.data.sourceDocs),
            e.data.mode,
            e.data.error,
            JSON.stringify(e.data.timings),
            at,
          ],
        );
        await touch(e.data.conversationId);
        return;
      case 'AnswerRated':
        await c.query(`UPDATE ${t.messages} SET helpful = $2 WHERE id = $1`, [e.data.messageId, e.data.helpful]);
        return;
      case 'ConversationRated':
        await c.query(`UPDATE ${t.conversations} SET useful = $2 WHERE id = $1`, [e.data.conversationId, e.data.useful]);
        return;
      case 'ConversationDeleted':
        await c.query(`UPDATE ${t.conversations} SET deleted_at = $2, updated_at = $2 WHERE id = $1`, [e.data.conversationId, at]);
        await c.query(`DELETE FROM ${t.messages} WHERE conversation_id = $1`, [e.data.conversationId]);
        return;
      default: {
        const unhandled: never = e;
        return unhandled;
      }
    }
  },
};

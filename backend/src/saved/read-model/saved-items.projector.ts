import { SAVED_ITEM_EVENT_TYPES, type ConversationDeleted, type ConversationRenamed, type SavedItemEvent } from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../projections/projector.js';
import { decodeEvent } from '../../shared/event-sourcing/decider.js';

export const SAVED_ITEMS_PROJECTOR = 'saved-items';

/** The conversation events a saved item follows: its title, and whether it can still be opened. */
const CONVERSATION_TYPES = ['ConversationRenamed', 'ConversationDeleted'] as const;
export const SAVED_ITEMS_HANDLES: readonly string[] = [...SAVED_ITEM_EVENT_TYPES, ...CONVERSATION_TYPES];

/**
 * `saved_items`: one row per item ever saved; a removed one keeps its row (`removed_at`) so an undo
 * puts it back where it was. Saved time comes from the event metadata, so a rebuild produces the
 * same rows. A deleted conversation leaves its items, marked, with their own copy of the text.
 */
export function savedItemsDdl(t: TableNames): string {
  return `
CREATE TABLE IF NOT EXISTS ${t.saved_items} (
  id uuid PRIMARY KEY,
  owner_id text NOT NULL,
  kind text NOT NULL,
  message_id uuid NOT NULL,
  conversation_id uuid NOT NULL,
  conversation_title text NOT NULL,
  conversation_deleted boolean NOT NULL DEFAULT false,
  content text NOT NULL,
  question text,
  source_docs jsonb NOT NULL DEFAULT '[]',
  message_at timestamptz NOT NULL,
  saved_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE INDEX IF NOT EXISTS ${t.saved_items}_owner ON ${t.saved_items} (owner_id, saved_at DESC, id) WHERE removed_at IS NULL;
CREATE INDEX IF NOT EXISTS ${t.saved_items}_conversation ON ${t.saved_items} (conversation_id);`;
}

type Handled = SavedItemEvent | ConversationRenamed | ConversationDeleted;

export const savedItemsProjector: SqlProjector = {
  kind: 'sql',
  name: SAVED_ITEMS_PROJECTOR,
  tables: { saved_items: { orderBy: 'id' } },
  handles: SAVED_ITEMS_HANDLES,
  ddl: savedItemsDdl,
  async apply(c: Queryable, stored: StoredEvent, t: TableNames): Promise<void> {
    if (!SAVED_ITEMS_HANDLES.includes(stored.type)) return;
    const e = decodeEvent<Handled>(stored);
    const at = stored.metadata.at;
    switch (e.type) {
      case 'SavedItemAdded': {
        const d = e.data;
        await c.query(
          `INSERT INTO ${t.saved_items} (id, owner_id, kind, message_id, conversation_id, conversation_title, content, question, source_docs, message_at, saved_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [
            d.itemId,
            d.ownerId,
            d.kind,
            d.messageId,
            d.conversationId,
            d.conversationTitle,
            d.content,
            d.question,
            JSON.stringify(d.sourceDocs),
            d.messageAt,
            at,
          ],
        );
        return;
      }
      case 'SavedItemRemoved':
        await c.query(`UPDATE ${t.saved_items} SET removed_at = $2 WHERE id = $1`, [e.data.itemId, at]);
        return;
      case 'SavedItemRestored':
        await c.query(`UPDATE ${t.saved_items} SET removed_at = NULL WHERE id = $1`, [e.data.itemId]);
        return;
      case 'ConversationRenamed':
        await c.query(`UPDATE ${t.saved_items} SET conversation_title = $2 WHERE conversation_id = $1`, [
          e.data.conversationId,
          e.data.title,
        ]);
        return;
      case 'ConversationDeleted':
        await c.query(`UPDATE ${t.saved_items} SET conversation_deleted = true WHERE conversation_id = $1`, [e.data.conversationId]);
        return;
      default: {
        const unknown: never = e;
        throw new Error(`Unhandled saved-items event ${JSON.stringify(unknown)}`);
      }
    }
  },
};

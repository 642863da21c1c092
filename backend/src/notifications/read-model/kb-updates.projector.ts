import { DOCUMENT_EVENT_TYPES, KB_UPDATES_EVENT_TYPES, type DocumentEvent, type KbUpdateKind, type KbUpdatesEvent } from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

export const KB_UPDATES_PROJECTOR = 'kb_updates';

/**
 * The knowledge-base updates staff are told about (issue 31): a document published (created active,
 * or made active), updated while active, or archived from active; seeding by 'system' is not news.
 * `kb_update_docs` keeps each document's title and status to tell which; `kb_update_reads` how far
 * each user has read.
 */
export const kbUpdatesProjector: SqlProjector = {
  kind: 'sql',
  name: KB_UPDATES_PROJECTOR,
  tables: { kb_update_docs: { orderBy: 'id' }, kb_updates: { orderBy: 'id' }, kb_update_reads: { orderBy: 'user_id' } },
  handles: [...DOCUMENT_EVENT_TYPES, ...KB_UPDATES_EVENT_TYPES],
  ddl: (t: TableNames) => `
    CREATE TABLE IF NOT EXISTS ${t.kb_update_docs} (id text PRIMARY KEY, title text NOT NULL, status text NOT NULL);
    CREATE TABLE IF NOT EXISTS ${t.kb_updates} (
      id text PRIMARY KEY,
      kind text NOT NULL,
      document_id text NOT NULL,
      title text NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.kb_updates}_at ON ${t.kb_updates} (at DESC);
    CREATE TABLE IF NOT EXISTS ${t.kb_update_reads} (user_id text PRIMARY KEY, up_to timestamptz NOT NULL);`,

  async apply(c: Queryable, stored: StoredEvent, t: TableNames): Promise<void> {
    const { at, actor } = stored.metadata;
    const read = decodeEventOf<KbUpdatesEvent>(stored, KB_UPDATES_EVENT_TYPES);
    if (read) {
      await c.query(
        `INSERT INTO ${t.kb_update_reads} (user_id, up_to) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET up_to = GREATEST(${t.kb_update_reads}.up_to, EXCLUDED.up_to)`,
        [read.data.userId, read.data.upTo],
      );
      return;
    }
    const e = decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES);
    if (!e) return;
    const { rows } = await c.query<{ title: string; status: string }>(`SELECT title, status FROM ${t.kb_update_docs} WHERE id = $1`, [
      e.data.id,
    ]);
    const before = rows[0];
    const note = async (kind: KbUpdateKind, title: string) => {
      if (actor === 'system') return;
      await c.query(
        `INSERT INTO ${t.kb_updates} (id, kind, document_id, title, at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [stored.id, kind, e.data.id, title, at],
      );
    };
    switch (e.type) {
      case 'DocumentCreated':
        await c.query(`INSERT INTO ${t.kb_update_docs} (id, title, status) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
          e.data.id,
          e.data.title,
          e.data.status,
        ]);
        if (e.data.status === 'active') await note('published', e.data.title);
        return;
      case 'DocumentUpdated': {
        if (!before) return;
        const title = e.data.title ?? before.title;
        await c.query(`UPDATE ${t.kb_update_docs} SET title = $2 WHERE id = $1`, [e.data.id, title]);
        if (before.status === 'active') await note('updated', title);
        return;
      }
      case 'DocumentStatusChanged':
        if (!before) return;
        await c.query(`UPDATE ${t.kb_update_docs} SET status = $2 WHERE id = $1`, [e.data.id, e.data.status]);
        if (e.data.status === 'active' && e.data.previousStatus !== 'active') await note('published', before.title);
        else if (e.data.status === 'archived' && e.data.previousStatus === 'active') await note('archived', before.title);
        return;
      case 'DocumentDeleted':
        await c.query(`DELETE FROM ${t.kb_update_docs} WHERE id = $1`, [e.data.id]);
        return;
      default: {
        const unhandled: never = e;
        return unhandled;
      }
    }
  },
};

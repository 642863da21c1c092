import { DOCUMENT_EVENT_TYPES, type DocumentEvent } from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { ANALYSER_VERSION, textLexemes } from '../../assistant/analysis.js';
import { documentsDdl } from './documents.schema.js';

export const DOCUMENTS_PROJECTOR = 'documents';

async function bumpCount(c: Queryable, t: TableNames, category: string, status: string, delta: number): Promise<void> {
  await c.query(
    `INSERT INTO ${t.document_counts} (category, status, n) VALUES ($1, $2, $3)
     ON CONFLICT (category, status) DO UPDATE SET n = ${t.document_counts}.n + EXCLUDED.n`,
    [category, status, delta],
  );
}

interface Current {
  title: string;
  content: string;
  category: string;
  status: string;
}

async function current(c: Queryable, t: TableNames, id: string): Promise<Current | undefined> {
  const { rows } = await c.query<Current>(`SELECT title, content, category, status FROM ${t.documents} WHERE id = $1`, [id]);
  return rows[0];
}

/**
 * Builds the `documents` read model. Time and authorship come from the event metadata, the
 * version from the stream (`version` = number of events in the document's stream), so a rebuild
 * produces the same rows.
 */
export const documentsProjector: SqlProjector = {
  kind: 'sql',
  name: DOCUMENTS_PROJECTOR,
  // `search` holds the analyser's lexemes: rows made by another analyser are rebuilt on start.
  version: `search:${ANALYSER_VERSION}`,
  tables: { documents: { orderBy: 'id' }, document_counts: { orderBy: 'category, status' } },
  handles: DOCUMENT_EVENT_TYPES,
  ddl: documentsDdl,
  async apply(c, stored: StoredEvent, t) {
    const event = decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES);
    if (!event) return;
    const at = stored.metadata.at;
    const actor = stored.metadata.actor;
    const version = stored.streamVersion + 1;
    switch (event.type) {
      case 'DocumentCreated': {
        const d = event.data;
        await c.query(
          `INSERT INTO ${t.documents} (id, title, content, category, status, created_by, updated_by, created_at, updated_at, version, search)
           VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $7, $8, array_to_tsvector($9::text[]))`,
          [d.id, d.title, d.content, d.category, d.status, d.createdBy, at, version, textLexemes(d.title, d.content)],
        );
        await bumpCount(c, t, d.category, d.status, 1);
        return;
      }
      case 'DocumentUpdated': {
        const before = await current(c, t, event.data.id);
        if (!before) return;
        const after = { ...before, ...event.data };
        const textChanged = event.data.title !== undefined || event.data.content !== undefined;
        await c.query(
          `UPDATE ${t.documents} SET title = $2, content = $3, category = $4, updated_by = $5, updated_at = $6, version = $7
             ${textChanged ? ', search = array_to_tsvector($8::text[])' : ''}
           WHERE id = $1`,
          [
            event.data.id,
            after.title,
            after.content,
            after.category,
            actor,
            at,
            version,
            ...(textChanged ? [textLexemes(after.title, after.content)] : []),
          ],
        );
        if (after.category !== before.category) {
          await bumpCount(c, t, before.category, before.status, -1);
          await bumpCount(c, t, after.category, before.status, 1);
        }
        return;
      }
      case 'DocumentStatusChanged': {
        const before = await current(c, t, event.data.id);
        if (!before) return;
        await c.query(`UPDATE ${t.documents} SET status = $2, updated_by = $3, updated_at = $4, version = $5 WHERE id = $1`, [
          event.data.id,
          event.data.status,
          actor,
          at,
          version,
        ]);
        await bumpCount(c, t, before.category, before.status, -1);
        await bumpCount(c, t, before.category, event.data.status, 1);
        return;
      }
      case 'DocumentDeleted': {
        const { rows } = await c.query<{ category: string; status: string }>(
          `DELETE FROM ${t.documents} WHERE id = $1 RETURNING category, status`,
          [event.data.id],
        );
        if (rows[0]) await bumpCount(c, t, rows[0].category, rows[0].status, -1);
        return;
      }
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled document event ${JSON.stringify(unknown)}`);
      }
    }
  },
};

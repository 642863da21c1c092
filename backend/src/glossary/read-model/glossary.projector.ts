import { GLOSSARY_EVENT_TYPES, type GlossaryEvent } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

export const GLOSSARY_PROJECTOR = 'glossary';

/**
 * `glossary_entries`: one row per live entry (a removed one is deleted), for the admin list. `ord`
 * is the stream position of the entry's first event, so entries keep the order they were added
 * in; `version` counts the entry's own events from 1. Time and authorship come from the event
 * metadata, so a rebuild produces the same rows.
 */
export function glossaryDdl(t: TableNames): string {
  return `
CREATE TABLE IF NOT EXISTS ${t.glossary_entries} (
  id text PRIMARY KEY,
  terms jsonb NOT NULL,
  origin text NOT NULL,
  version integer NOT NULL,
  ord integer NOT NULL,
  created_by text NOT NULL,
  updated_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);`;
}

export const glossaryProjector: SqlProjector = {
  kind: 'sql',
  name: GLOSSARY_PROJECTOR,
  tables: { glossary_entries: { orderBy: 'id' } },
  handles: GLOSSARY_EVENT_TYPES,
  ddl: glossaryDdl,
  async apply(c, stored: StoredEvent, t) {
    const event = decodeEventOf<GlossaryEvent>(stored, GLOSSARY_EVENT_TYPES);
    if (!event) return;
    const { actor, at } = stored.metadata;
    switch (event.type) {
      case 'GlossaryEntryAdded': {
        const d = event.data;
        await c.query(
          `INSERT INTO ${t.glossary_entries} (id, terms, origin, version, ord, created_by, updated_by, created_at, updated_at)
           VALUES ($1, $2::jsonb, $3, 1, $4, $5, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
          [d.id, JSON.stringify(d.terms), d.origin, stored.streamVersion, actor, at],
        );
        return;
      }
      case 'GlossaryEntryChanged':
        await c.query(
          `UPDATE ${t.glossary_entries} SET terms = $2::jsonb, version = version + 1, updated_by = $3, updated_at = $4 WHERE id = $1`,
          [event.data.id, JSON.stringify(event.data.terms), actor, at],
        );
        return;
      case 'GlossaryEntryRemoved':
        await c.query(`DELETE FROM ${t.glossary_entries} WHERE id = $1`, [event.data.id]);
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled glossary event ${JSON.stringify(unknown)}`);
      }
    }
  },
};

import type { TableNames } from '../../projections/projector.js';

/**
 * Creates an index unless the table already has one with this exact definition. Indexes are
 * matched by definition, not by name, because a rebuild renames fresh tables into place and
 * their indexes keep the names they were built under.
 */
function ensureIndex(table: string, using: string): string {
  const def = `USING ${using}`.replace(/'/g, "''");
  return `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND tablename = '${table}'
                 AND position('${def}' in indexdef) > 0) THEN
    EXECUTE 'CREATE INDEX ON ${table} ${def}';
  END IF;
END $$;`;
}

/**
 * `documents`: one row per live document (deleted ones are removed), newest first by
 * (updated_at, id). `search` holds the lexemes of title and content (the assistant analyser's `textLexemes`) under a
 * GIN index, for SQL: `search @@ 'word'::tsquery` finds a whole folded word through the index.
 * (The app's own search, word prefixes with exact totals, runs on DocumentSearchIndex: see there.)
 * `document_counts`: documents per (category, status), so an unsearched list knows its total
 * without counting rows.
 */
export function documentsDdl(t: TableNames): string {
  return `
CREATE TABLE IF NOT EXISTS ${t.documents} (
  id uuid PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  category text NOT NULL,
  status text NOT NULL,
  created_by text,
  updated_by text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  search tsvector NOT NULL
);
CREATE TABLE IF NOT EXISTS ${t.document_counts} (
  category text NOT NULL,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (category, status)
);
${ensureIndex(t.documents, 'btree (updated_at DESC, id DESC)')}
${ensureIndex(t.documents, 'btree (status, updated_at DESC, id DESC)')}
${ensureIndex(t.documents, 'btree (category, status, updated_at DESC, id DESC)')}
${ensureIndex(t.documents, 'gin (search)')}
`;
}

import { createHash } from 'node:crypto';
import { DOCUMENT_EVENT_TYPES, KNOWLEDGE_FILE_EVENT_TYPES, type DocumentEvent, type KnowledgeFileEvent } from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { chunkText } from '../retrieval/chunk.js';
import { FILE_CATEGORY } from '../retrieval/file-entries.js';
import { DOCUMENTS_SCOPE, ownerFilesScope, SHARED_FILES_SCOPE, singleFileEntryId, singleFileScope } from '../retrieval/file-scopes.js';

export const EMBEDDING_CHUNKS_PROJECTOR = 'embedding-chunks';

/** What is sent to the embeddings endpoint for one chunk: its document's title, then the chunk. */
export const embeddingInput = (title: string, text: string) => `${title}\n\n${text}`;

/** Key of a chunk's vector (with the model): the SHA-256 of its embedding input. */
export const inputHash = (input: string) => createHash('sha256').update(input).digest('hex');

/**
 * `embedding_sources`: the projector's own copy of what it needs to re-chunk a document or file
 * after a partial event (an update naming only the title, a file's source switch).
 * `embedding_chunks`: exactly the retrieval index's chunks (same chunker, same entry ids and
 * scopes as RetrievalIndex and FileEntries), each with the hash of its embedding input. The
 * vectors themselves are not here (see vector-store.ts): a rebuild of this read model must not
 * throw away paid-for embeddings, and a changed document keeps the vectors of its unchanged chunks
 * because they are found by hash.
 */
export function embeddingChunksDdl(t: TableNames): string {
  return `
CREATE TABLE IF NOT EXISTS ${t.embedding_sources} (
  id text PRIMARY KEY,
  kind text NOT NULL,
  title text NOT NULL,
  category text NOT NULL,
  body text,
  active boolean NOT NULL,
  owner_id text,
  shared boolean NOT NULL DEFAULT false,
  is_source boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS ${t.embedding_chunks} (
  entry_id text NOT NULL,
  ordinal integer NOT NULL,
  source_id text NOT NULL,
  scope text NOT NULL,
  title text NOT NULL,
  category text NOT NULL,
  text text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (entry_id, ordinal)
);
${ensureIndex(t.embedding_chunks, 'btree (scope)')}
${ensureIndex(t.embedding_chunks, 'btree (source_id)')}
${ensureIndex(t.embedding_chunks, 'btree (hash)')}`;
}

/**
 * Creates an index unless the table has one with this definition (as documents.schema.ts does):
 * matched by definition, not name, because a rebuild renames fresh tables with their indexes.
 */
function ensureIndex(table: string, using: string): string {
  const def = `USING ${using}`;
  return `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND tablename = '${table}'
                 AND position('${def}' in indexdef) > 0) THEN
    EXECUTE 'CREATE INDEX ON ${table} ${def}';
  END IF;
END $$;`;
}

interface SourceRow {
  id: string;
  kind: 'document' | 'file';
  title: string;
  category: string;
  body: string | null;
  active: boolean;
  owner_id: string | null;
  shared: boolean;
  is_source: boolean;
}

/** Index entries of one source, as the retrieval index holds them: entry id and scope. */
function entriesOf(s: SourceRow): { entryId: string; scope: string }[] {
  if (s.body === null) return [];
  if (s.kind === 'document') return s.active ? [{ entryId: s.id, scope: DOCUMENTS_SCOPE }] : [];
  const entries = [{ entryId: singleFileEntryId(s.id), scope: singleFileScope(s.id) }];
  if (s.is_source) entries.push({ entryId: s.id, scope: s.shared ? SHARED_FILES_SCOPE : ownerFilesScope(s.owner_id ?? '') });
  return entries;
}

const ROWS_PER_INSERT = 500;

/** Replaces a source's chunk rows with what its current state yields (none once it is gone or not searchable). */
async function syncChunks(c: Queryable, t: TableNames, id: string): Promise<void> {
  await c.query(`DELETE FROM ${t.embedding_chunks} WHERE source_id = $1`, [id]);
  const { rows } = await c.query<SourceRow>(
    `SELECT id, kind, title, category, body, active, owner_id, shared, is_source FROM ${t.embedding_sources} WHERE id = $1`,
    [id],
  );
  const source = rows[0];
  if (!source) return;
  const entries = entriesOf(source);
  if (!entries.length) return;
  const chunks = chunkText(source.body ?? '').map((text, ordinal) => ({
    text,
    ordinal,
    hash: inputHash(embeddingInput(source.title, text)),
  }));
  const values: unknown[][] = entries.flatMap((e) =>
    chunks.map((ch) => [e.entryId, ch.ordinal, id, e.scope, source.title, source.category, ch.text, ch.hash]),
  );
  for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
    const slice = values.slice(i, i + ROWS_PER_INSERT);
    const placeholders = slice.map((_, r) => `(${Array.from({ length: 8 }, (_, k) => `$${r * 8 + k + 1}`).join(', ')})`).join(', ');
    await c.query(
      `INSERT INTO ${t.embedding_chunks} (entry_id, ordinal, source_id, scope, title, category, text, hash) VALUES ${placeholders}`,
      slice.flat(),
    );
  }
}

/**
 * The chunks that need vectors, as a read model over document and knowledge-file events
 * (registered only when EMBEDDINGS_MODEL is set). It turns events into rows and never calls the
 * network: the Embedder fills vectors for these rows in the background, so a slow or failing
 * embeddings endpoint never holds up the projection runner.
 */
export const embeddingChunksProjector: SqlProjector = {
  kind: 'sql',
  name: EMBEDDING_CHUNKS_PROJECTOR,
  tables: { embedding_sources: { orderBy: 'id' }, embedding_chunks: { orderBy: 'entry_id, ordinal' } },
  handles: [...DOCUMENT_EVENT_TYPES, ...KNOWLEDGE_FILE_EVENT_TYPES],
  ddl: embeddingChunksDdl,
  async apply(c, stored: StoredEvent, t) {
    const doc = decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES);
    if (doc) return applyDocument(c, t, doc);
    const file = decodeEventOf<KnowledgeFileEvent>(stored, KNOWLEDGE_FILE_EVENT_TYPES);
    if (file) return applyFile(c, t, file);
  },
};

async function applyDocument(c: Queryable, t: TableNames, e: DocumentEvent): Promise<void> {
  switch (e.type) {
    case 'DocumentCreated':
      await c.query(
        `INSERT INTO ${t.embedding_sources} (id, kind, title, category, body, active) VALUES ($1, 'document', $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, category = EXCLUDED.category, body = EXCLUDED.body, active = EXCLUDED.active`,
        [e.data.id, e.data.title, e.data.category, e.data.content, e.data.status === 'active'],
      );
      break;
    case 'DocumentUpdated':
      await c.query(
        `UPDATE ${t.embedding_sources} SET title = COALESCE($2, title), category = COALESCE($3, category), body = COALESCE($4, body) WHERE id = $1`,
        [e.data.id, e.data.title ?? null, e.data.category ?? null, e.data.content ?? null],
      );
      break;
    case 'DocumentStatusChanged':
      await c.query(`UPDATE ${t.embedding_sources} SET active = $2 WHERE id = $1`, [e.data.id, e.data.status === 'active']);
      break;
    case 'DocumentDeleted':
      await c.query(`DELETE FROM ${t.embedding_sources} WHERE id = $1`, [e.data.id]);
      break;
    default: {
      const unhandled: never = e;
      throw new Error(`Unhandled document event ${JSON.stringify(unhandled)}`);
    }
  }
  await syncChunks(c, t, e.data.id);
}

async function applyFile(c: Queryable, t: TableNames, e: KnowledgeFileEvent): Promise<void> {
  switch (e.type) {
    case 'KnowledgeFileUploaded':
      await c.query(
        `INSERT INTO ${t.embedding_sources} (id, kind, title, category, body, active, owner_id, shared, is_source)
         VALUES ($1, 'file', $2, $3, NULL, true, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [e.data.id, e.data.originalFilename, FILE_CATEGORY, e.data.ownerId, e.data.uploadedByAdmin, e.data.isKnowledgeSource],
      );
      break;
    case 'KnowledgeFileTextExtracted':
      await c.query(`UPDATE ${t.embedding_sources} SET body = $2 WHERE id = $1`, [e.data.id, e.data.text]);
      break;
    case 'KnowledgeFileSourceChanged':
      await c.query(`UPDATE ${t.embedding_sources} SET is_source = $2 WHERE id = $1`, [e.data.id, e.data.isKnowledgeSource]);
      break;
    case 'KnowledgeFileDeleted':
      await c.query(`DELETE FROM ${t.embedding_sources} WHERE id = $1`, [e.data.id]);
      break;
    case 'KnowledgeFileExtractionStarted':
    case 'KnowledgeFileExtractionFailed':
    case 'KnowledgeFileDescribed':
    case 'KnowledgeFileSavedFromChat':
      return;
    default: {
      const unhandled: never = e;
      throw new Error(`Unhandled knowledge-file event ${JSON.stringify(unhandled)}`);
    }
  }
  await syncChunks(c, t, e.data.id);
}

import { FILE_PREVIEW_LENGTH, KNOWLEDGE_FILE_EVENT_TYPES, type KnowledgeFileEvent } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

export const KNOWLEDGE_FILES_PROJECTOR = 'knowledge-files';

/** `knowledge_files`: one row per live file (deleted ones are removed), listed per owner newest first. */
function ddl(t: TableNames): string {
  return `
CREATE TABLE IF NOT EXISTS ${t.knowledge_files} (
  id uuid PRIMARY KEY,
  owner_id text NOT NULL,
  uploaded_by_admin boolean NOT NULL,
  original_filename text NOT NULL,
  size integer NOT NULL,
  media_type text NOT NULL,
  sha256 text NOT NULL,
  description text NOT NULL,
  is_knowledge_source boolean NOT NULL,
  status text NOT NULL,
  note_code text,
  note_params jsonb,
  method text,
  languages text[],
  pages integer,
  characters integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
ALTER TABLE ${t.knowledge_files} ADD COLUMN IF NOT EXISTS preview text;
ALTER TABLE ${t.knowledge_files} ADD COLUMN IF NOT EXISTS chat_attachment boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS ${t.knowledge_files}_owner_idx ON ${t.knowledge_files} (owner_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS ${t.knowledge_files}_sha_idx ON ${t.knowledge_files} (sha256);`;
}

/** The start of a file's text: FILE_PREVIEW_LENGTH characters at most, cut at the last line's end in the second half of them. */
export function previewOf(text: string): string {
  if (text.length <= FILE_PREVIEW_LENGTH) return text;
  const cut = text.lastIndexOf('\n', FILE_PREVIEW_LENGTH);
  return `${text.slice(0, cut > FILE_PREVIEW_LENGTH / 2 ? cut : FILE_PREVIEW_LENGTH).trimEnd()}…`;
}

/** Builds `knowledge_files` from the file events; time from the metadata, so a rebuild gives the same rows. */
export const knowledgeFilesProjector: SqlProjector = {
  kind: 'sql',
  name: KNOWLEDGE_FILES_PROJECTOR,
  tables: { knowledge_files: { orderBy: 'id' } },
  handles: KNOWLEDGE_FILE_EVENT_TYPES,
  // Rows built before issue 47 have no preview: rebuilt once from the events.
  version: 'preview:1',
  ddl,
  async apply(c, stored: StoredEvent, t) {
    const e = decodeEventOf<KnowledgeFileEvent>(stored, KNOWLEDGE_FILE_EVENT_TYPES);
    if (!e) return;
    const at = stored.metadata.at;
    const table = t.knowledge_files;
    switch (e.type) {
      case 'KnowledgeFileUploaded': {
        const d = e.data;
        await c.query(
          `INSERT INTO ${table} (id, owner_id, uploaded_by_admin, original_filename, size, media_type, sha256, description, is_knowledge_source, status, created_at, updated_at, chat_attachment)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'processing', $10, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [
            d.id,
            d.ownerId,
            d.uploadedByAdmin,
            d.originalFilename,
            d.size,
            d.mediaType,
            d.sha256,
            d.description,
            d.isKnowledgeSource,
            at,
            d.chatAttachment ?? false,
          ],
        );
        return;
      }
      case 'KnowledgeFileExtractionStarted':
        // The list shows `processing` either way; the attempt is the extraction's own record.
        return;
      case 'KnowledgeFileTextExtracted': {
        const d = e.data;
        await c.query(
          `UPDATE ${table} SET status = 'ready', note_code = $2, note_params = NULL, method = $3, languages = $4, pages = $5, characters = $6, updated_at = $7, preview = $8 WHERE id = $1`,
          [d.id, d.note, d.method, d.languages, d.pages, d.text.length, at, previewOf(d.text)],
        );
        return;
      }
      case 'KnowledgeFileExtractionFailed':
        await c.query(`UPDATE ${table} SET status = 'failed', note_code = $2, note_params = $3, updated_at = $4 WHERE id = $1`, [
          e.data.id,
          e.data.reason,
          e.data.params ? JSON.stringify(e.data.params) : null,
          at,
        ]);
        return;
      case 'KnowledgeFileSourceChanged':
        await c.query(`UPDATE ${table} SET is_knowledge_source = $2, updated_at = $3 WHERE id = $1`, [
          e.data.id,
          e.data.isKnowledgeSource,
          at,
        ]);
        return;
      case 'KnowledgeFileDescribed':
        await c.query(`UPDATE ${table} SET description = $2, updated_at = $3 WHERE id = $1`, [e.data.id, e.data.description, at]);
        return;
      case 'KnowledgeFileSavedFromChat':
        await c.query(`UPDATE ${table} SET chat_attachment = false, updated_at = $2 WHERE id = $1`, [e.data.id, at]);
        return;
      case 'KnowledgeFileDeleted':
        await c.query(`DELETE FROM ${table} WHERE id = $1`, [e.data.id]);
        return;
      default: {
        const unknown: never = e;
        throw new Error(`Unhandled knowledge-file event ${JSON.stringify(unknown)}`);
      }
    }
  },
};

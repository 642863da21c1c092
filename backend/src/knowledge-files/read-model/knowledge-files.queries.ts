import { Injectable } from '@nestjs/common';
import type { ExtractionMethod, KnowledgeFile, KnowledgeFileMediaType, KnowledgeFileStatus, Language } from '@kb/contracts';
import { Database } from '../../database/database.js';
import { translate } from '../../shared/i18n/messages.js';

const COLUMNS = `id, owner_id, uploaded_by_admin, original_filename, size, media_type, sha256, description, is_knowledge_source, status,
  note_code, note_params, method, languages, pages, characters, created_at, preview, chat_attachment`;

export interface FileRow {
  id: string;
  owner_id: string;
  uploaded_by_admin: boolean;
  original_filename: string;
  size: number;
  media_type: string;
  sha256: string;
  description: string;
  is_knowledge_source: boolean;
  status: string;
  note_code: string | null;
  note_params: Record<string, string | number> | null;
  method: string | null;
  languages: string[] | null;
  pages: number | null;
  characters: number | null;
  created_at: Date;
  preview: string | null;
  chat_attachment: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row as the client sees it. */
export function toKnowledgeFile(row: FileRow): KnowledgeFile {
  const status = row.status as KnowledgeFileStatus;
  return {
    id: row.id,
    originalFilename: row.original_filename,
    size: Number(row.size),
    createdAt: row.created_at.toISOString(),
    description: row.description,
    isKnowledgeSource: row.is_knowledge_source,
    status,
    mediaType: row.media_type as KnowledgeFileMediaType,
    note: row.note_code
      ? { en: translate(row.note_code, 'en', row.note_params ?? {}), ar: translate(row.note_code, 'ar', row.note_params ?? {}) }
      : null,
    extraction:
      status === 'ready'
        ? {
            method: row.method as ExtractionMethod,
            languages: (row.languages ?? []) as Language[],
            pages: row.pages,
            characters: Number(row.characters ?? 0),
          }
        : null,
    sharedWithEveryone: row.uploaded_by_admin,
    preview: status === 'ready' ? row.preview : null,
    chatAttachment: row.chat_attachment,
  };
}

/** Reads of `knowledge_files`, always for one owner: someone else's file is not there for them. */
@Injectable()
export class KnowledgeFilesQueries {
  constructor(private readonly db: Database) {}

  async listOf(ownerId: string): Promise<FileRow[]> {
    const { rows } = await this.db.pool.query<FileRow>({
      name: 'knowledge_files_of_owner',
      // Chat attachments are not knowledge files until saved as one.
      text: `SELECT ${COLUMNS} FROM knowledge_files WHERE owner_id = $1 AND NOT chat_attachment ORDER BY created_at DESC, id DESC`,
      values: [ownerId],
    });
    return rows;
  }

  /** The file when it exists and `ownerId` owns it; null otherwise (the caller answers 404 either way). */
  async ownedBy(id: string, ownerId: string): Promise<FileRow | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await this.db.pool.query<FileRow>({
      name: 'knowledge_file_by_id',
      text: `SELECT ${COLUMNS} FROM knowledge_files WHERE id = $1`,
      values: [id],
    });
    return rows[0] && rows[0].owner_id === ownerId ? rows[0] : null;
  }

  /**
   * The file when `userId` may open it: their own, or one an admin published as a knowledge source
   * (answers quote those for everyone); null otherwise.
   */
  async visibleTo(id: string, userId: string): Promise<FileRow | null> {
    const row = await this.byId(id);
    if (!row) return null;
    return row.owner_id === userId || (row.uploaded_by_admin && row.is_knowledge_source) ? row : null;
  }

  async byId(id: string): Promise<FileRow | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await this.db.pool.query<FileRow>({
      name: 'knowledge_file_by_id',
      text: `SELECT ${COLUMNS} FROM knowledge_files WHERE id = $1`,
      values: [id],
    });
    return rows[0] ?? null;
  }

  /** Files still waiting for their text (after a restart their extraction starts again). */
  async processing(): Promise<FileRow[]> {
    const { rows } = await this.db.pool.query<FileRow>(
      `SELECT ${COLUMNS} FROM knowledge_files WHERE status = 'processing' ORDER BY created_at`,
    );
    return rows;
  }
}

import { CATEGORY_LABELS, type CategoryCode, type DocumentStatus, type KnowledgeDocument } from '@kb/contracts';

/** Columns every read of a document selects (never `search`, which only serves the WHERE). */
export const DOCUMENT_COLUMNS = 'id, title, content, category, status, created_by, updated_by, created_at, updated_at, version';

export interface DocumentRow {
  id: string;
  title: string;
  content: string;
  category: string;
  status: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export function toKnowledgeDocument(row: DocumentRow): KnowledgeDocument {
  const category = row.category as CategoryCode;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category,
    categoryLabel: CATEGORY_LABELS[category] ?? { en: row.category, ar: row.category },
    status: row.status as DocumentStatus,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: Number(row.version),
  };
}

import { CATEGORY_LABELS, type CategoryCode, type DocumentEvent, type DocumentStatus, type KnowledgeDocument } from '@kb/contracts';

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

const categoryLabelOf = (category: string) => CATEGORY_LABELS[category as CategoryCode] ?? { en: category, ar: category };

export function toKnowledgeDocument(row: DocumentRow): KnowledgeDocument {
  const category = row.category as CategoryCode;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category,
    categoryLabel: categoryLabelOf(row.category),
    status: row.status as DocumentStatus,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: Number(row.version),
  };
}

/** What the projector takes from an appended event besides its data (documents.projector.ts). */
export interface AppendedAs {
  /** `metadata.actor`. */
  actor: string;
  /** `metadata.at`. */
  at: string;
  /** The document's version after the last event: its stream version + 1. */
  version: number;
}

/**
 * The row the `documents` projector makes of `events` applied to `before` (the row at the version
 * before them; null before creation), without the database: what a command pushes and answers at
 * its append. Null once deleted (or when an edit finds no row, as the projector skips it).
 */
export function documentAfter(
  before: KnowledgeDocument | null,
  events: readonly DocumentEvent[],
  as: AppendedAs,
): KnowledgeDocument | null {
  const at = new Date(as.at).toISOString();
  let doc = before;
  for (const event of events) {
    switch (event.type) {
      case 'DocumentCreated': {
        const { id, title, content, category, status, createdBy } = event.data;
        const row = { id, title, content, category, status, created_by: createdBy, updated_by: createdBy };
        doc = toKnowledgeDocument({ ...row, created_at: new Date(at), updated_at: new Date(at), version: as.version });
        break;
      }
      case 'DocumentUpdated': {
        const { id: _id, ...changed } = event.data;
        if (doc)
          doc = {
            ...doc,
            ...changed,
            categoryLabel: categoryLabelOf(changed.category ?? doc.category),
            updatedBy: as.actor,
            updatedAt: at,
          };
        break;
      }
      case 'DocumentStatusChanged':
        if (doc) doc = { ...doc, status: event.data.status, updatedBy: as.actor, updatedAt: at };
        break;
      case 'DocumentDeleted':
        doc = null;
        break;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown document event ${JSON.stringify(unknown)}`);
      }
    }
  }
  return doc && { ...doc, version: as.version };
}

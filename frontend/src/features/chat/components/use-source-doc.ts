import { useRef } from 'react';
import type { SourceDoc } from '@kb/contracts';
import { useGetDocumentQuery } from '../../../shared/api/documents-api';
import { useGetFileCitationQuery } from '../../../shared/api/knowledge-files-api';

/** Why a cited document can no longer be opened (a file: `deleted`); null while it is live. */
export type SourceGone = 'archived' | 'unavailable' | 'deleted' | null;

export interface LiveSource {
  id: string;
  title: string;
  category: string;
  gone: SourceGone;
  kind: 'document' | 'file';
  /** A file's download link, while the caller may open it. */
  href?: string;
}

/**
 * A cited knowledge file as it is now (issue 30): its name and download link from
 * `GET /api/knowledge-files/:id/citation`, never a document lookup. Once deleted (or no longer
 * shared with the reader) it keeps the name the reply recorded, marked deleted.
 */
export function useSourceFile(doc: SourceDoc, skip = false): LiveSource {
  const { data } = useGetFileCitationQuery(doc.id, { skip });
  if (data && !data.available) return { id: doc.id, title: doc.title, category: '', gone: 'deleted', kind: 'file' };
  return { id: doc.id, title: data?.name ?? doc.title, category: '', gone: null, kind: 'file', href: data?.downloadUrl ?? undefined };
}

/** A cited source as it is now, a document or a knowledge file. */
export function useLiveSource(doc: SourceDoc): LiveSource {
  const isFile = doc.kind === 'file';
  const document = useSourceDoc(doc, isFile);
  const file = useSourceFile(doc, !isFile);
  return isFile ? file : document;
}

/**
 * A cited document as it is now, not as it was when the reply was written. The document cache
 * follows `document:changed` (shared/api/documents-api.ts), so a rename or an archive shows in an
 * open Source line at once. A 404 means deleted, or archived for someone who only sees active
 * documents; any other failure keeps the title the reply recorded.
 */
export function useSourceDoc(doc: SourceDoc, skip = false): LiveSource {
  const { data, error } = useGetDocumentQuery(doc.id, { skip });
  // After a failed refetch the cache keeps both the 404 and the last document it had; a push that
  // brings the document back replaces the document but not the error. So: gone while the document
  // is still the one held when the 404 came.
  const goneWith = useRef<{ error: unknown; data: unknown } | null>(null);
  if (error && 'status' in error && error.status === 404) {
    if (goneWith.current?.error !== error) goneWith.current = { error, data };
    if (goneWith.current.data === data)
      return { id: doc.id, title: data?.title ?? doc.title, category: doc.category, gone: 'unavailable', kind: 'document' };
  }
  if (data) {
    const gone: SourceGone = data.status === 'active' ? null : data.status === 'archived' ? 'archived' : 'unavailable';
    return { id: doc.id, title: data.title, category: data.category, gone, kind: 'document' };
  }
  return { id: doc.id, title: doc.title, category: doc.category, gone: null, kind: 'document' };
}

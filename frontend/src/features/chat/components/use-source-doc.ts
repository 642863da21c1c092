import { useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SourceDoc } from '@kb/contracts';
import { useGetDocumentQuery } from '../../../shared/api/documents-api';

/** Why a cited document can no longer be opened; null while it is live. */
export type SourceGone = 'archived' | 'unavailable' | null;

export interface LiveSource {
  id: string;
  title: string;
  category: string;
  gone: SourceGone;
  /** A knowledge file (answers from an attachment or a user's file), not a library document. */
  file?: boolean;
}

/**
 * A cited document as it is now, not as it was when the reply was written. The document cache
 * follows `document:changed` (shared/api/documents-api.ts), so a rename or an archive shows in an
 * open Source line at once. A 404 means deleted, or archived for someone who only sees active
 * documents; any other failure keeps the title the reply recorded.
 */
export function useSourceDoc(doc: SourceDoc): LiveSource {
  // A knowledge file is not a library document: there is nothing to look up (or to call gone).
  const isFile = doc.kind === 'file';
  const { data, error } = useGetDocumentQuery(isFile ? skipToken : doc.id);
  // After a failed refetch the cache keeps both the 404 and the last document it had; a push that
  // brings the document back replaces the document but not the error. So: gone while the document
  // is still the one held when the 404 came.
  const goneWith = useRef<{ error: unknown; data: unknown } | null>(null);
  if (isFile) return { id: doc.id, title: doc.title, category: doc.category, gone: null, file: true };
  if (error && 'status' in error && error.status === 404) {
    if (goneWith.current?.error !== error) goneWith.current = { error, data };
    if (goneWith.current.data === data) return { id: doc.id, title: data?.title ?? doc.title, category: doc.category, gone: 'unavailable' };
  }
  if (data) {
    const gone: SourceGone = data.status === 'active' ? null : data.status === 'archived' ? 'archived' : 'unavailable';
    return { id: doc.id, title: data.title, category: data.category, gone };
  }
  return { id: doc.id, title: doc.title, category: doc.category, gone: null };
}

import type { SourceDoc } from '@kb/contracts';
import { useGetDocumentQuery } from '../../../shared/api/documents-api';

/** Why a cited document can no longer be opened; null while it is live. */
export type SourceGone = 'archived' | 'unavailable' | null;

export interface LiveSource {
  id: string;
  title: string;
  category: string;
  gone: SourceGone;
}

/**
 * A cited document as it is now, not as it was when the reply was written. The document cache
 * follows `document:changed` (shared/api/documents-api.ts), so a rename or an archive shows in an
 * open Source line at once. A 404 means deleted, or archived for someone who only sees active
 * documents; any other failure keeps the title the reply recorded.
 */
export function useSourceDoc(doc: SourceDoc): LiveSource {
  const { data, error } = useGetDocumentQuery(doc.id);
  if (data) {
    const gone: SourceGone = data.status === 'active' ? null : data.status === 'archived' ? 'archived' : 'unavailable';
    return { id: doc.id, title: data.title, category: data.category, gone };
  }
  const notFound = Boolean(error && 'status' in error && error.status === 404);
  return { id: doc.id, title: doc.title, category: doc.category, gone: notFound ? 'unavailable' : null };
}

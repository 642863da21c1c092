import { useSearchParams } from 'react-router';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@kb/contracts';

export type StatusFilter = DocumentStatus | 'all';

export interface DocumentFilters {
  search: string;
  category: string;
  status: StatusFilter;
  page: number;
}

/** SPEC.md section 9: status active, page 1; search and category empty. */
export const DEFAULT_FILTERS: DocumentFilters = { search: '', category: '', status: 'active', page: 1 };
const KEYS = ['search', 'category', 'status', 'page'] as const;

export function parseFilters(params: URLSearchParams): DocumentFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    status: (DOCUMENT_STATUSES as readonly string[]).includes(status) || status === 'all' ? (status as StatusFilter) : 'active',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes filters into `params`, leaving defaults out so a plain link is the default view. */
export function writeFilters(params: URLSearchParams, filters: DocumentFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = filters[key];
    if (value === DEFAULT_FILTERS[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * Filters live in the URL (`?search=&category=&status=&page=`), so Back and a shared link restore
 * the view. Changing a filter goes back to page 1; other parameters (an open document, a tab) stay.
 */
export function useDocumentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const update = (patch: Partial<DocumentFilters>) =>
    setParams((prev) => {
      const current = parseFilters(prev);
      return writeFilters(prev, { ...current, page: 1, ...patch });
    });
  const reset = () => setParams((prev) => writeFilters(prev, DEFAULT_FILTERS));
  return { filters, update, reset };
}

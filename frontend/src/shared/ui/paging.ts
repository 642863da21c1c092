/** Paging arithmetic of the document lists (SPEC.md section 9: the server's returned limit is used). */
export interface PageInfo {
  total: number;
  page: number;
  limit: number;
}

/** Number of pages, at least 1 so "page 1 of 1" reads right for an empty list. */
export function pageCount({ total, limit }: Pick<PageInfo, 'total' | 'limit'>): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

/** 1-based positions of the first and last row on the page ("showing X to Y of total"); 0 to 0 when empty. */
export function pageRange({ total, page, limit }: PageInfo): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

export const hasPrevious = ({ page }: Pick<PageInfo, 'page'>) => page > 1;
export const hasNext = (info: PageInfo) => info.page < pageCount(info);

/** The knowledge base shows its pager only when there is more than one page (SPEC.md). */
export const needsPager = ({ total, limit }: Pick<PageInfo, 'total' | 'limit'>) => total > limit;

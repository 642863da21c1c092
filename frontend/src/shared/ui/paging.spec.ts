import { describe, expect, it } from 'vitest';
import { hasNext, hasPrevious, needsPager, pageCount, pageRange } from './paging';

describe('paging texts', () => {
  it('counts pages from the returned limit, at least one', () => {
    expect(pageCount({ total: 0, limit: 10 })).toBe(1);
    expect(pageCount({ total: 10, limit: 10 })).toBe(1);
    expect(pageCount({ total: 11, limit: 10 })).toBe(2);
    expect(pageCount({ total: 50_000, limit: 10 })).toBe(5_000);
  });

  it('gives the first and last row shown', () => {
    expect(pageRange({ total: 23, page: 1, limit: 10 })).toEqual({ from: 1, to: 10 });
    expect(pageRange({ total: 23, page: 3, limit: 10 })).toEqual({ from: 21, to: 23 });
    expect(pageRange({ total: 0, page: 1, limit: 10 })).toEqual({ from: 0, to: 0 });
    // A page past the end after deletions still reads sensibly.
    expect(pageRange({ total: 5, page: 2, limit: 10 })).toEqual({ from: 5, to: 5 });
  });

  it('offers previous and next only where there is a page', () => {
    expect(hasPrevious({ page: 1 })).toBe(false);
    expect(hasPrevious({ page: 2 })).toBe(true);
    expect(hasNext({ total: 20, page: 2, limit: 10 })).toBe(false);
    expect(hasNext({ total: 21, page: 2, limit: 10 })).toBe(true);
  });

  it('shows the knowledge-base pager only when the total exceeds the page size', () => {
    expect(needsPager({ total: 10, limit: 10 })).toBe(false);
    expect(needsPager({ total: 11, limit: 10 })).toBe(true);
  });
});

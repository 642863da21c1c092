import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parseFilters, writeFilters } from './use-document-filters';

describe('document filters in the URL', () => {
  it('reads SPEC defaults from an empty query: active, page 1', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('ignores values a hand-edited link could carry', () => {
    expect(parseFilters(new URLSearchParams('status=deleted&page=-3'))).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('round-trips filters and leaves defaults out of the link', () => {
    const filters = { search: 'roaming fees', category: 'product_info', status: 'draft' as const, page: 3 };
    const params = writeFilters(new URLSearchParams(), filters);
    expect(params.toString()).toBe('search=roaming+fees&category=product_info&status=draft&page=3');
    expect(parseFilters(params)).toEqual(filters);
    expect(writeFilters(params, DEFAULT_FILTERS).toString()).toBe('');
  });

  it('keeps other parameters (an open document, a tab)', () => {
    const params = writeFilters(new URLSearchParams('doc=d1&tab=files'), { ...DEFAULT_FILTERS, search: 'x' });
    expect(params.get('doc')).toBe('d1');
    expect(params.get('tab')).toBe('files');
  });
});

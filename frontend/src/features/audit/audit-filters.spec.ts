import { describe, expect, it } from 'vitest';
import type { AuditAppendedPayload } from '@kb/contracts';
import {
  exportHref,
  filtersFromSearch,
  filtersToSearch,
  isoToLocalInput,
  localInputToIso,
  matchesFilters,
  NO_FILTERS,
  toEventsQuery,
} from './audit-filters';

describe('audit filters and the URL', () => {
  it('round-trips through the URL and keeps the other parameters', () => {
    const filters = { ...NO_FILTERS, stream: 'document-42', type: 'DocumentStatusChanged', from: '2026-01-02T03:04:00.000Z' };
    const url = filtersToSearch(filters, new URLSearchParams('view=log&actor=old'));
    expect(url.get('view')).toBe('log');
    expect(url.has('actor')).toBe(false);
    expect(filtersFromSearch(url)).toEqual(filters);
  });

  it('drops times that are not ISO times instead of sending them', () => {
    expect(filtersFromSearch(new URLSearchParams('from=yesterday&to=2026-13-45T00:00&type=X'))).toEqual({ ...NO_FILTERS, type: 'X' });
  });

  it('sends only the filters that are set, trimmed, and exports with them', () => {
    const filters = { ...NO_FILTERS, actor: ' u1 ', correlationId: '' };
    expect(toEventsQuery(filters)).toEqual({ actor: 'u1', order: 'desc' });
    expect(toEventsQuery({ ...filters, order: 'asc' })).toEqual({ actor: 'u1', order: 'asc' });
    expect(exportHref({ ...filters, stream: 'document-a b' }, 'csv')).toBe(
      '/api/audit/events/export?format=csv&stream=document-a+b&actor=u1',
    );
  });

  it('converts between ISO times and datetime-local values in the local zone', () => {
    const local = isoToLocalInput('2026-03-04T05:06:07.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(localInputToIso(local)).getTime()).toBe(new Date('2026-03-04T05:06:00.000Z').getTime());
    expect(localInputToIso('')).toBe('');
    expect(isoToLocalInput('nonsense')).toBe('');
  });

  it('matches a live event as the server filters: exact values, from inclusive, to exclusive', () => {
    const event: AuditAppendedPayload = {
      position: 9,
      id: 'e9',
      streamId: 'document-1',
      streamVersion: 2,
      type: 'DocumentUpdated',
      hash: 'h',
      metadata: { actor: 'admin-id', correlationId: 'c1', causationId: null, at: '2026-01-01T10:00:00.000Z' },
    };
    expect(matchesFilters(event, NO_FILTERS)).toBe(true);
    expect(
      matchesFilters(event, { ...NO_FILTERS, stream: 'document-1', type: 'DocumentUpdated', actor: 'admin-id', correlationId: 'c1' }),
    ).toBe(true);
    expect(matchesFilters(event, { ...NO_FILTERS, stream: 'document-10' })).toBe(false);
    expect(matchesFilters(event, { ...NO_FILTERS, from: '2026-01-01T10:00:00.000Z' })).toBe(true);
    expect(matchesFilters(event, { ...NO_FILTERS, to: '2026-01-01T10:00:00.000Z' })).toBe(false);
  });
});

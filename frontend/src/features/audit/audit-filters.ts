import type { AuditAppendedPayload, AuditEventsQuery, AuditExportFormat } from '@kb/contracts';

/** The log's filters as the screen keeps them in the URL: text, and times as ISO strings. */
export interface AuditFilterValues {
  stream: string;
  type: string;
  actor: string;
  correlationId: string;
  from: string;
  to: string;
  /** '' (newest first, the default) or 'asc' (oldest first). */
  order: string;
}

export const FILTER_KEYS = [
  'stream',
  'type',
  'actor',
  'correlationId',
  'from',
  'to',
  'order',
] as const satisfies readonly (keyof AuditFilterValues)[];

export const NO_FILTERS: AuditFilterValues = { stream: '', type: '', actor: '', correlationId: '', from: '', to: '', order: '' };

const isIsoTime = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(new Date(value).getTime());

/** Reads the filters from the URL; a time that is not an ISO time is dropped rather than sent to the server. */
export function filtersFromSearch(params: URLSearchParams): AuditFilterValues {
  const values = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) values[key] = params.get(key)?.trim() ?? '';
  if (values.from && !isIsoTime(values.from)) values.from = '';
  if (values.to && !isIsoTime(values.to)) values.to = '';
  if (values.order !== 'asc') values.order = '';
  return values;
}

/** Writes the filters into a copy of the URL's parameters, leaving its other parameters alone. */
export function filtersToSearch(filters: AuditFilterValues, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The query of `GET /api/audit/events` (and its export): empty filters are left out. */
export function toEventsQuery(filters: AuditFilterValues): AuditEventsQuery {
  const query: AuditEventsQuery = {};
  for (const key of FILTER_KEYS) if (key !== 'order' && filters[key].trim()) query[key] = filters[key].trim();
  query.order = filters.order === 'asc' ? 'asc' : 'desc';
  return query;
}

export function exportHref(filters: AuditFilterValues, format: AuditExportFormat): string {
  const params = new URLSearchParams({ format });
  // The export is a file in the log's own order (oldest first), whatever order the screen shows.
  for (const [key, value] of Object.entries(toEventsQuery(filters))) if (key !== 'order') params.set(key, String(value));
  return `/api/audit/events/export?${params.toString()}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the value of a `datetime-local` input, in the browser's time zone. */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO time; empty when it is not a time. */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/**
 * Whether a live event belongs in the filtered view, by the server's rules: equal stream, type,
 * actor and correlation id; `from` inclusive, `to` exclusive.
 */
export function matchesFilters(event: AuditAppendedPayload, filters: AuditFilterValues): boolean {
  if (filters.stream && event.streamId !== filters.stream) return false;
  if (filters.type && event.type !== filters.type) return false;
  if (filters.actor && event.metadata.actor !== filters.actor) return false;
  if (filters.correlationId && event.metadata.correlationId !== filters.correlationId) return false;
  const at = new Date(event.metadata.at).getTime();
  if (filters.from && at < new Date(filters.from).getTime()) return false;
  if (filters.to && at >= new Date(filters.to).getTime()) return false;
  return true;
}

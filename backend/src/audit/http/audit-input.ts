import { ApiError } from '../../shared/http/api-error.js';
import type { AuditFilters } from '../read-model/audit-log.queries.js';
import type { Digest } from '../ledger/verify-chain.js';

export const MAX_AUDIT_PAGE = 500;
export const DEFAULT_AUDIT_PAGE = 50;

const invalid = (field: string, code: string, params: Record<string, string | number> = {}) =>
  new ApiError(400, 'validation_failed', {}, { [field]: { code, params: { field, ...params } } });

/** `order`: 'asc' (oldest first, the default) or 'desc' (newest first); anything else is a 400. */
export function orderOf(q: Record<string, unknown>): 'asc' | 'desc' {
  const v = textOf(q, 'order');
  if (v === null || v === 'asc' || v === 'desc') return v ?? 'asc';
  throw invalid('order', 'field_invalid');
}

/** One query value as text: absent or empty → null; repeated or not text → 400. */
export function textOf(q: Record<string, unknown>, field: string): string | null {
  const v = q[field];
  if (v === undefined || v === '') return null;
  if (typeof v !== 'string' || v.length > 500 || v.includes('\u0000')) throw invalid(field, 'audit_text_invalid');
  return v;
}

export function timeOf(q: Record<string, unknown>, field: string): Date | null {
  const v = textOf(q, field);
  if (v === null) return null;
  const d = new Date(v);
  if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime())) throw invalid(field, 'audit_time_invalid');
  return d;
}

export function wholeOf(q: Record<string, unknown>, field: string, fallback: number): number {
  const v = textOf(q, field);
  if (v === null) return fallback;
  if (!/^\d{1,15}$/.test(v)) throw invalid(field, 'audit_position_invalid');
  return Number(v);
}

export function limitOf(q: Record<string, unknown>, fallback = DEFAULT_AUDIT_PAGE, max = MAX_AUDIT_PAGE): number {
  const v = textOf(q, 'limit');
  if (v === null) return fallback;
  if (!/^\d{1,4}$/.test(v) || Number(v) < 1 || Number(v) > max) throw invalid('limit', 'audit_limit_invalid', { max });
  return Number(v);
}

/** The log's filters of `GET /api/audit/events` and its export. */
export function filtersOf(q: Record<string, unknown>): AuditFilters {
  return {
    stream: textOf(q, 'stream'),
    type: textOf(q, 'type'),
    actor: textOf(q, 'actor'),
    correlationId: textOf(q, 'correlationId'),
    from: timeOf(q, 'from'),
    to: timeOf(q, 'to'),
  };
}

/** `POST /api/audit/verify` body: `{position, hash}` or nothing. */
export function digestOf(body: unknown): Digest | null {
  if (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0))
    return null;
  const b = body as Record<string, unknown>;
  const position = typeof b.position === 'string' && /^\d{1,15}$/.test(b.position) ? Number(b.position) : b.position;
  if (
    typeof body !== 'object' ||
    Array.isArray(body) ||
    Object.keys(b).some((k) => k !== 'position' && k !== 'hash') ||
    typeof position !== 'number' ||
    !Number.isSafeInteger(position) ||
    position < 0 ||
    typeof b.hash !== 'string' ||
    !/^[0-9a-fA-F]{64}$/.test(b.hash)
  ) {
    throw new ApiError(400, 'audit_digest_invalid');
  }
  return { position, hash: b.hash.toLowerCase() };
}

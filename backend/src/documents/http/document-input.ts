import {
  CATEGORY_CODES,
  CATEGORY_LABELS,
  DOCUMENT_STATUSES,
  MAX_PAGE_SIZE,
  resolveCategory,
  type CategoryCode,
  type DocumentStatus,
} from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError } from '../../shared/http/api-error.js';

type FieldErrors = NonNullable<ApiError['fields']>;

const ALLOWED_CATEGORIES = CATEGORY_CODES.map((c) => `${c} (${CATEGORY_LABELS[c].en})`).join(', ');

function invalid(fields: FieldErrors): ApiError {
  return new ApiError(400, 'validation_failed', {}, fields);
}

/** A category code or label of SPEC.md section 3 → its code; unknown → 400 naming the field. */
export function categoryOf(value: string, field = 'category'): CategoryCode {
  const code = resolveCategory(value);
  if (!code) throw invalid({ [field]: { code: 'document_category_unknown', params: { value, allowed: ALLOWED_CATEGORIES } } });
  return code;
}

/** A status, or with `allowAll` also 'all'; unknown → 400 naming the field. */
export function statusOf(value: string, options: { allowAll?: boolean; field?: string } = {}): DocumentStatus | 'all' {
  const v = value.trim().toLowerCase();
  if ((DOCUMENT_STATUSES as readonly string[]).includes(v) || (options.allowAll && v === 'all')) return v as DocumentStatus | 'all';
  const allowed = [...DOCUMENT_STATUSES, ...(options.allowAll ? ['all'] : [])].join(', ');
  throw invalid({ [options.field ?? 'status']: { code: 'document_status_unknown', params: { value, allowed } } });
}

export function pageNumberOf(value: number | undefined, field: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw invalid({ [field]: { code: 'document_page_invalid' } });
  return value;
}

/** `limit` above MAX_PAGE_SIZE is lowered to it (the answer's `limit` says so); below 1 is a 400. */
export const limitOf = (value: number | undefined, fallback: number) => Math.min(pageNumberOf(value, 'limit', fallback), MAX_PAGE_SIZE);

/**
 * The version a client says it edited, from `If-Match` (`3`, `"3"`, `W/"3"`; `*` means any) or the
 * body's `version`. Document versions count events from 1; undefined means "no expectation".
 */
export function expectedVersionOf(ifMatch: string | undefined, bodyVersion: number | undefined): number | undefined {
  let header: number | undefined;
  const raw = ifMatch?.trim();
  if (raw && raw !== '*') {
    const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw);
    if (!m || Number(m[1]) < 1) throw new ApiError(400, 'document_if_match_invalid');
    header = Number(m[1]);
  }
  if (header !== undefined && bodyVersion !== undefined && header !== bodyVersion) throw new ApiError(400, 'document_version_mismatch');
  return header ?? bodyVersion;
}

/** A domain error of the Document aggregate as the HTTP answer the client sees. */
export function documentHttpError(error: DomainError): ApiError {
  const p = error.params;
  switch (error.code) {
    case 'not_found':
      return new ApiError(404, 'document_not_found');
    case 'document_exists':
      return new ApiError(409, 'document_exists');
    case 'version_conflict':
      // The command handler speaks in stream versions (from 0); documents count from 1.
      return new ApiError(409, 'version_conflict', { expected: Number(p.expected) + 1, actual: Number(p.actual) + 1 });
    case 'document_field_blank':
      return invalid({ [p.field]: { code: 'field_blank' } });
    case 'document_field_too_long':
      return invalid({ [p.field]: { code: 'field_too_long', params: { max: p.max } } });
    case 'document_category_unknown':
      return invalid({ category: { code: 'document_category_unknown', params: { value: p.value, allowed: ALLOWED_CATEGORIES } } });
    case 'document_status_unknown':
      return invalid({ status: { code: 'document_status_unknown', params: { value: p.value, allowed: DOCUMENT_STATUSES.join(', ') } } });
    default:
      return new ApiError(400, error.code, p);
  }
}

/** Unwraps a handler's result or throws its domain error as the HTTP answer. */
export function orThrowDocument<T>(result: T | DomainError): T {
  if (result instanceof DomainError) throw documentHttpError(result);
  return result;
}

/** What a create or edit request may change, resolved: category as a code, status checked. */
export function requestedChanges(dto: { title?: string; content?: string; category?: string; status?: string }) {
  return {
    ...(dto.title !== undefined && { title: dto.title.trim() }),
    ...(dto.content !== undefined && { content: dto.content.trim() }),
    ...(dto.category !== undefined && { category: categoryOf(dto.category) }),
    ...(dto.status !== undefined && { status: statusOf(dto.status) as DocumentStatus }),
  };
}

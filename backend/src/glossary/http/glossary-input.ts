import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError } from '../../shared/http/api-error.js';

/**
 * The version a client says it edited, from `If-Match` (`3`, `"3"`, `W/"3"`; `*` means any) or the
 * body's `version`. Entry versions count the entry's events from 1; undefined means "no expectation".
 */
export function expectedVersionOf(ifMatch: string | undefined, bodyVersion: number | undefined): number | undefined {
  let header: number | undefined;
  const raw = ifMatch?.trim();
  if (raw && raw !== '*') {
    const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw);
    if (!m || Number(m[1]) < 1) throw new ApiError(400, 'glossary_if_match_invalid');
    header = Number(m[1]);
  }
  if (header !== undefined && bodyVersion !== undefined && header !== bodyVersion) throw new ApiError(400, 'glossary_version_mismatch');
  return header ?? bodyVersion;
}

const TERM_RULES = new Set(['glossary_term_blank', 'glossary_term_too_long', 'glossary_terms_too_few', 'glossary_terms_too_many']);

/** A domain error of the Glossary aggregate as the HTTP answer the client sees. */
export function glossaryHttpError(error: DomainError): ApiError {
  if (TERM_RULES.has(error.code)) return new ApiError(400, 'validation_failed', {}, { terms: { code: error.code, params: error.params } });
  switch (error.code) {
    case 'not_found':
      return new ApiError(404, 'glossary_entry_not_found');
    case 'glossary_entry_exists':
    case 'glossary_entry_duplicate':
      return new ApiError(409, error.code, error.params);
    case 'version_conflict':
      return new ApiError(409, 'version_conflict', error.params);
    default:
      return new ApiError(400, error.code, error.params);
  }
}

/** Unwraps a handler's result or throws its domain error as the HTTP answer. */
export function orThrowGlossary<T>(result: T | DomainError): T {
  if (result instanceof DomainError) throw glossaryHttpError(result);
  return result;
}

import type { Request } from 'express';
import type { Language } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError } from '../../shared/http/api-error.js';
import { extractionStatus } from '../../shared/extraction/run-extraction.js';

const STATUS: Record<string, number> = {
  simple_chat_off: 404,
  simple_chat_rate_limited: 429,
  simple_chat_in_flight: 429,
  simple_chat_type_unsupported: 415,
  requester_not_hashed: 500,
};

/**
 * Error messages follow the language the question is asked in (the page sends it), whatever the
 * browser's Accept-Language says: the exception filter reads that header, so it is set from the body.
 */
export function answerIn(req: Request, language: Language | undefined): void {
  if (language === 'en' || language === 'ar') req.headers['accept-language'] = language;
}

/** A simple-chat DomainError as HTTP; a wait carries Retry-After. */
export function simpleChatHttpError(error: DomainError): ApiError {
  const status =
    STATUS[error.code] ?? (error.code.startsWith('upload_') || error.code === 'extraction_busy' ? extractionStatus(error.code) : 400);
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': String(error.params.seconds ?? 1) } : {};
  return new ApiError(status, error.code, error.params, undefined, headers);
}

export function orThrowSimpleChat<T>(result: T | DomainError): T {
  if (result instanceof DomainError) throw simpleChatHttpError(result);
  return result;
}

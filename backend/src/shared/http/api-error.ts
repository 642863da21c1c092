import { DomainError } from '../event-sourcing/decider.js';

/** An HTTP error whose message is looked up in the caller's language by the exception filter. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, { code: string; params?: Record<string, string | number> }>,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

/** Status of each domain error code; anything not listed is a 400. */
const STATUS: Record<string, number> = {
  not_found: 404,
  version_conflict: 409,
  forbidden: 403,
};

export function fromDomain(error: DomainError): ApiError {
  return new ApiError(STATUS[error.code] ?? 400, error.code, error.params);
}

/** Unwraps a command result or throws its domain error as HTTP. */
export function orThrow<T>(result: T | DomainError): T {
  if (result instanceof DomainError) throw fromDomain(result);
  return result;
}

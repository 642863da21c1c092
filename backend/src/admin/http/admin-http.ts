import { ParseUUIDPipe } from '@nestjs/common';
import { ApiError } from '../../shared/http/api-error.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';

/** A user id in a path: anything but a UUID names nobody (404, like an unknown id). */
export const userIdParam = new ParseUUIDPipe({ exceptionFactory: () => new ApiError(404, 'user_not_found') });

const STATUS: Record<string, number> = {
  user_not_found: 404,
  username_taken: 409,
  last_admin: 409,
  cannot_disable_self: 409,
  version_conflict: 409,
};
const FIELD: Record<string, string> = {
  username_invalid: 'username',
  username_taken: 'username',
  user_name_invalid: 'name',
  role_unknown: 'role',
  password_too_short: 'password',
  password_common: 'password',
  password_contains_username: 'password',
};

/** A User aggregate error as the admin API answers it; field errors name their field, so forms show them in place. */
export function adminUserError(error: DomainError): ApiError {
  const field = FIELD[error.code];
  const status = STATUS[error.code] ?? 400;
  const params = error.params as Record<string, string | number>;
  return new ApiError(status, error.code, params, field ? { [field]: { code: error.code, params } } : undefined);
}

export function orThrowAdmin<T>(result: T | DomainError): T {
  if (result instanceof DomainError) throw adminUserError(result);
  return result;
}

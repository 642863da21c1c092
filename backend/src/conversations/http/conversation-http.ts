import { ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError, fromDomain } from '../../shared/http/api-error.js';

/** A path id that is not a UUID names no conversation or message: 404, as for anyone else's. */
export const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new ApiError(404, 'not_found') });

/** Unwraps a handler's result or throws its domain error as the HTTP answer: a taken id is a 409. */
export function orThrowConversation<T>(result: T | DomainError): T {
  if (!(result instanceof DomainError)) return result;
  if (result.code === 'conversation_exists' || result.code === 'message_exists') throw new ApiError(409, result.code);
  if (result.code === 'attachment_not_found') throw new ApiError(404, result.code);
  throw fromDomain(result);
}

import { ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError, fromDomain } from '../../shared/http/api-error.js';
import { addMessages } from '../../shared/i18n/messages.js';

addMessages({
  conversation_exists: { en: 'This conversation already exists.', ar: 'هذه المحادثة موجودة بالفعل.' },
  message_exists: { en: 'A message with this id already exists.', ar: 'توجد رسالة بهذا المعرّف مسبقاً.' },
  conversation_cursor_invalid: {
    en: 'cursor is not a cursor this server gave out; start again from the first page.',
    ar: 'قيمة cursor ليست مؤشراً صادراً عن هذا الخادم؛ ابدأ من الصفحة الأولى مجدداً.',
  },
});

/** A path id that is not a UUID names no conversation or message: 404, as for anyone else's. */
export const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new ApiError(404, 'not_found') });

/** Unwraps a handler's result or throws its domain error as the HTTP answer: a taken id is a 409. */
export function orThrowConversation<T>(result: T | DomainError): T {
  if (!(result instanceof DomainError)) return result;
  if (result.code === 'conversation_exists' || result.code === 'message_exists') throw new ApiError(409, result.code);
  throw fromDomain(result);
}

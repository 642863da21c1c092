import { ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError, fromDomain } from '../../shared/http/api-error.js';
import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the saved-items API's errors, in English and Arabic. */
export const SAVED_MESSAGES: MessageSet = {
  messages: {
    saved_item_not_found: {
      en: 'This saved item no longer exists. It may have been removed.',
      ar: 'هذا العنصر المحفوظ لم يعد موجوداً. ربما أُزيل.',
    },
    saved_message_not_found: {
      en: 'This message cannot be saved: it is not one of your messages, or it was deleted.',
      ar: 'لا يمكن حفظ هذه الرسالة: ليست من رسائلك أو أنها حُذفت.',
    },
    saved_items_full: {
      en: 'You can keep at most {max} saved items. Remove some to save more.',
      ar: 'يمكنك الاحتفاظ بـ {max} عنصر محفوظ كحد أقصى. أزل بعضها لتحفظ غيرها.',
    },
  },
  fieldNames: { messageId: 'معرّف الرسالة', type: 'النوع', q: 'نص البحث' },
};

/** A path id that is not a UUID names no saved item: 404, as for anyone else's. */
export const savedIdParam = new ParseUUIDPipe({ exceptionFactory: () => new ApiError(404, 'saved_item_not_found') });

/** A domain error of the SavedItems aggregate as the HTTP answer the client sees. */
export function savedHttpError(error: DomainError): ApiError {
  switch (error.code) {
    case 'not_found':
      return new ApiError(404, 'saved_item_not_found');
    case 'saved_message_not_found':
      return new ApiError(404, 'saved_message_not_found');
    case 'saved_items_full':
      return new ApiError(409, 'saved_items_full', error.params);
    default:
      return fromDomain(error);
  }
}

/** Unwraps a handler's result or throws its domain error as the HTTP answer. */
export function orThrowSaved<T>(result: T | DomainError): T {
  if (result instanceof DomainError) throw savedHttpError(result);
  return result;
}

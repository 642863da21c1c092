import type { MessageSet } from '../../shared/i18n/messages.js';
import { ApiError, orThrow } from '../../shared/http/api-error.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';

export const SETTINGS_MESSAGES: MessageSet = {
  messages: {
    suggestion_repeated: { en: '{field} lists the same question twice', ar: 'الحقل {field} يذكر السؤال نفسه مرتين' },
    field_too_many: { en: '{field} may hold at most {max} entries', ar: 'الحقل {field} يحتمل {max} عناصر على الأكثر' },
  },
  fieldNames: {
    welcomeEn: 'نص الترحيب بالإنجليزية',
    welcomeAr: 'نص الترحيب بالعربية',
    suggestionsEn: 'الأسئلة المقترحة بالإنجليزية',
    suggestionsAr: 'الأسئلة المقترحة بالعربية',
    defaultLanguage: 'اللغة الافتراضية',
  },
  englishFieldNames: {
    welcomeEn: 'Welcome text (English)',
    welcomeAr: 'Welcome text (Arabic)',
    suggestionsEn: 'Suggested questions (English)',
    suggestionsAr: 'Suggested questions (Arabic)',
    defaultLanguage: 'Default language',
  },
};

/** A settings command's result, or its domain error as HTTP; a rule about one field is reported at that field. */
export function orThrowSettings<T>(result: T | DomainError): T {
  if (result instanceof DomainError && typeof result.params.field === 'string') {
    throw new ApiError(400, 'validation_failed', {}, { [result.params.field]: { code: result.code, params: result.params } });
  }
  return orThrow(result);
}

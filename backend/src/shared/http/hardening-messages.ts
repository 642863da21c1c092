import type { MessageSet } from '../i18n/messages.js';

/** Messages of the request guards (body depth, encoding, strings, ids). */
export const HARDENING_MESSAGES: MessageSet = {
  messages: {
    json_too_deep: {
      en: 'The request body is nested too deeply (at most {max} levels).',
      ar: 'نص الطلب متداخل بعمق كبير (الحد الأقصى {max} مستوى).',
    },
    body_too_large: { en: 'The request body is too large (at most 2 MB).', ar: 'نص الطلب كبير جداً (الحد الأقصى ٢ ميغابايت).' },
    unsupported_charset: { en: 'The request body must be UTF-8 encoded JSON.', ar: 'يجب أن يكون نص الطلب بصيغة JSON بترميز UTF-8.' },
    unsupported_encoding: { en: 'Compressed request bodies are not accepted.', ar: 'لا تُقبل نصوص الطلبات المضغوطة.' },
    body_not_utf8: { en: 'The request body is not valid UTF-8 text.', ar: 'نص الطلب ليس نصاً صالحاً بترميز UTF-8.' },
    field_bad_characters: {
      en: '{field} contains characters that are not allowed (NUL or an unpaired surrogate).',
      ar: 'الحقل {field} يحتوي على أحرف غير مسموح بها (NUL أو رمز بديل غير مكتمل).',
    },
  },
  // The name a multipart file part carries, as its messages name it.
  fieldNames: { filename: 'اسم الملف' },
  englishFieldNames: { filename: 'The file name' },
};

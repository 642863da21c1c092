import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the audit API's errors, in English and Arabic (registered by its module). */
export const AUDIT_MESSAGES: MessageSet = {
  messages: {
    audit_time_invalid: {
      en: '{field} must be an ISO date and time, for example 2025-01-31T09:00:00Z',
      ar: 'الحقل {field} يجب أن يكون تاريخاً ووقتاً بصيغة ISO، مثل 2025-01-31T09:00:00Z',
    },
    audit_position_invalid: {
      en: '{field} must be a whole number of at least 0',
      ar: 'الحقل {field} يجب أن يكون عدداً صحيحاً لا يقل عن 0',
    },
    audit_limit_invalid: { en: 'limit must be a whole number from 1 to {max}', ar: 'الحقل limit يجب أن يكون عدداً صحيحاً من 1 إلى {max}' },
    audit_text_invalid: { en: '{field} must be a single piece of text', ar: 'الحقل {field} يجب أن يكون نصاً واحداً' },
    audit_format_invalid: { en: 'format must be jsonl or csv', ar: 'الحقل format يجب أن يكون jsonl أو csv' },
    audit_digest_invalid: {
      en: 'A digest is a position (whole number) and a hash (64 hexadecimal characters), or nothing.',
      ar: 'الملخّص هو موضع (عدد صحيح) وتجزئة (64 محرفاً ستّ عشرياً)، أو لا شيء.',
    },
    audit_document_not_found: {
      en: 'This document did not exist at that time.',
      ar: 'لم يكن هذا المستند موجوداً في ذلك الوقت.',
    },
    audit_message_not_found: { en: 'No question or reply has this id.', ar: 'لا يوجد سؤال أو رد بهذا المعرّف.' },
  },
};

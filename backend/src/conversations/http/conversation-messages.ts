import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the conversations API's errors, in English and Arabic (registered by its module). */
export const CONVERSATION_MESSAGES: MessageSet = {
  messages: {
    conversation_exists: { en: 'This conversation already exists.', ar: 'هذه المحادثة موجودة بالفعل.' },
    message_exists: { en: 'A message with this id already exists.', ar: 'توجد رسالة بهذا المعرّف مسبقاً.' },
    attachment_not_found: {
      en: 'The attached file was not found among your knowledge files.',
      ar: 'لم يُعثر على الملف المرفق بين ملفاتك المعرفية.',
    },
    conversation_not_found: {
      en: 'This conversation is not available: it was deleted, or it is not yours.',
      ar: 'هذه المحادثة غير متاحة: ربما حُذفت أو أنها ليست لك.',
    },
    conversation_search_empty: { en: 'Type something to search for.', ar: 'اكتب ما تريد البحث عنه.' },
    conversation_search_too_long: { en: 'The search can be at most {max} characters.', ar: 'لا يتجاوز البحث {max} حرفاً.' },
    conversation_cursor_invalid: {
      en: 'cursor is not a cursor this server gave out; start again from the first page.',
      ar: 'قيمة cursor ليست مؤشراً صادراً عن هذا الخادم؛ ابدأ من الصفحة الأولى مجدداً.',
    },
  },
};

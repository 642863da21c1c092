import { addMessages } from '../../shared/i18n/messages.js';

/** Wording of the conversations API's errors, in English and Arabic (registered once, on import). */
addMessages({
  conversation_exists: { en: 'This conversation already exists.', ar: 'هذه المحادثة موجودة بالفعل.' },
  message_exists: { en: 'A message with this id already exists.', ar: 'توجد رسالة بهذا المعرّف مسبقاً.' },
  conversation_cursor_invalid: {
    en: 'cursor is not a cursor this server gave out; start again from the first page.',
    ar: 'قيمة cursor ليست مؤشراً صادراً عن هذا الخادم؛ ابدأ من الصفحة الأولى مجدداً.',
  },
});

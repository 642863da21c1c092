import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the notifications API's errors, in English and Arabic (registered by its module). */
export const KB_UPDATES_MESSAGES: MessageSet = {
  messages: {
    kb_updates_bad_time: {
      en: 'upTo must be the time of an update (ISO 8601, UTC).',
      ar: 'يجب أن تكون قيمة upTo وقت تحديث (ISO 8601 بتوقيت UTC).',
    },
  },
};

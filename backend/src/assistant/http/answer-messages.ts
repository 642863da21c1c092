import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the answering context, in English and Arabic (registered by its module). */
export const ANSWER_MESSAGES: MessageSet = {
  messages: {
    assistant_failed_reply: {
      en: 'The assistant could not answer this time. Your question is saved; please try again.',
      ar: 'تعذر على المساعد الإجابة هذه المرة. تم حفظ سؤالك؛ يرجى المحاولة مرة أخرى.',
    },
    file_question_asked: { en: 'This question was already asked.', ar: 'طُرح هذا السؤال من قبل.' },
    file_question_not_asked: { en: 'There is no such question to answer.', ar: 'لا يوجد سؤال بهذا المعرّف للإجابة عنه.' },
  },
};

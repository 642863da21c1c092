import type { MessageSet } from '../../shared/i18n/messages.js';

/** Messages of the public simple chat, in both languages (SPEC.md section 5 wording for the file checks). */
export const SIMPLE_CHAT_MESSAGES: MessageSet = {
  messages: {
    simple_chat_off: { en: 'The public chat is turned off on this server.', ar: 'المحادثة العامة متوقفة على هذا الخادم.' },
    simple_chat_rate_limited: {
      en: 'You have asked many questions in a short time. Please wait {seconds} seconds and ask again.',
      ar: 'لقد طرحت أسئلة كثيرة في وقت قصير. يرجى الانتظار {seconds} ثانية ثم السؤال مجدداً.',
    },
    simple_chat_in_flight: {
      en: 'Your previous questions are still being answered. Please wait for them first.',
      ar: 'ما زالت أسئلتك السابقة قيد الإجابة. يرجى انتظارها أولاً.',
    },
    simple_chat_busy: {
      en: 'Many files are being read right now. Please try again in {seconds} seconds.',
      ar: 'تجري قراءة ملفات كثيرة الآن. يرجى المحاولة مجدداً بعد {seconds} ثانية.',
    },
    simple_chat_file_timeout: {
      en: 'I could not read this file in time ({seconds} seconds). Try a smaller file or fewer pages, or paste the text into your question.',
      ar: 'تعذّرت عليّ قراءة هذا الملف في الوقت المحدد ({seconds} ثانية). جرّب ملفاً أصغر أو صفحات أقل، أو الصق النص في سؤالك.',
    },
    simple_chat_empty: { en: 'Type a question or attach a file.', ar: 'اكتب سؤالاً أو أرفق ملفاً.' },
    simple_chat_type_unsupported: {
      en: 'Unsupported File Type. Please select an image, PDF, text file, or Word document.',
      ar: 'نوع ملف غير مدعوم. يرجى اختيار صورة أو ملف PDF أو ملف نصي أو مستند Word.',
    },
    public_question_recorded: { en: 'This question was already recorded.', ar: 'تم تسجيل هذا السؤال من قبل.' },
    requester_not_hashed: { en: 'Something went wrong on our side. Please try again.', ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.' },
  },
};

import { addMessages } from '../i18n/messages.js';

/** Failures of the extraction worker itself (the per-kind `upload_*` messages live with each feature). */
addMessages({
  upload_too_complex: {
    en: 'The file expands to more than the server accepts (or needs too much memory to read). Save it as a smaller file or as plain text.',
    ar: 'يتمدد الملف إلى أكثر مما يقبله الخادم (أو يحتاج ذاكرة كبيرة لقراءته). احفظه كملف أصغر أو كنص عادي.',
  },
  upload_timeout: {
    en: 'Reading the file took longer than {seconds} seconds and was stopped. Save it as a smaller file or as plain text.',
    ar: 'استغرقت قراءة الملف أكثر من {seconds} ثانية فأُوقفت. احفظه كملف أصغر أو كنص عادي.',
  },
  extraction_busy: {
    en: 'The server is reading other files right now. Try again in a moment.',
    ar: 'الخادم يقرأ ملفات أخرى الآن. حاول مجدداً بعد لحظات.',
  },
});

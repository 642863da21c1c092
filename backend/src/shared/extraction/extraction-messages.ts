import type { MessageSet } from '../i18n/messages.js';

/** Failures of the extraction child process itself (the per-kind `upload_*` messages live with each feature). */
export const EXTRACTION_MESSAGES: MessageSet = {
  messages: {
    upload_too_complex: {
      en: 'The file expands to more than the server accepts (or needs too much memory to read). Save it as a smaller file or as plain text.',
      ar: 'يتمدد الملف إلى أكثر مما يقبله الخادم (أو يحتاج ذاكرة كبيرة لقراءته). احفظه كملف أصغر أو كنص عادي.',
    },
    upload_timeout: {
      en: 'Reading the file took longer than {seconds} seconds and was stopped. Save it as a smaller file or as plain text.',
      ar: 'استغرقت قراءة الملف أكثر من {seconds} ثانية فأُوقفت. احفظه كملف أصغر أو كنص عادي.',
    },
    upload_crashed: {
      en: 'Reading this file stopped the program that was reading it (the file may be damaged, or made to harm the server): it was not read.',
      ar: 'أوقفت قراءة هذا الملف البرنامج الذي كان يقرؤه (قد يكون الملف تالفاً أو مصمماً للإضرار بالخادم): لم يُقرأ الملف.',
    },
    upload_image_too_large: {
      en: 'The image declares {width} × {height} pixels; images of at most {max} megapixels are read. Send a smaller image.',
      ar: 'تعلن الصورة عن أبعاد {width} × {height} بكسل؛ تُقرأ الصور التي لا تتجاوز {max} ميغابكسل. أرسل صورة أصغر.',
    },
    upload_pdf_too_many_pages: {
      en: 'The PDF has {pages} pages; files of at most {max} pages are read here. Send only the pages you need.',
      ar: 'يحتوي ملف PDF على {pages} صفحة؛ تُقرأ هنا الملفات التي لا تتجاوز {max} صفحة. أرسل الصفحات التي تحتاجها فقط.',
    },
    upload_pdf_page_too_large: {
      en: 'Page {page} of the PDF declares {width} × {height} inches; pages of at most {max} inches a side are read.',
      ar: 'تعلن الصفحة {page} من ملف PDF عن مقاس {width} × {height} بوصة؛ تُقرأ الصفحات التي لا يتجاوز ضلعها {max} بوصة.',
    },
    upload_cancelled: {
      en: 'Reading the file was stopped before it finished.',
      ar: 'أُوقفت قراءة الملف قبل أن تكتمل.',
    },
    extraction_busy: {
      en: 'The server is reading other files right now. Try again in a moment.',
      ar: 'الخادم يقرأ ملفات أخرى الآن. حاول مجدداً بعد لحظات.',
    },
  },
};

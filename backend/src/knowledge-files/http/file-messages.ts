import { OCR_PAGE_CAP } from '../../shared/extraction/extract-file.js';
import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the knowledge-files API and of its extraction notes, in English and Arabic (registered by its module). */
export const FILE_MESSAGES: MessageSet = {
  messages: {
    knowledge_file_not_found: { en: 'File not found.', ar: 'الملف غير موجود.' },
    knowledge_file_missing: { en: 'No file selected. Please select a file to upload.', ar: 'لم يتم اختيار ملف. يرجى اختيار ملف لرفعه.' },
    knowledge_file_too_large: {
      en: 'File too large. File size must be less than 5MB.',
      ar: 'الملف كبير جداً. يجب أن يكون حجم الملف أقل من ٥ ميغابايت.',
    },
    knowledge_file_type_unsupported: {
      en: 'Unsupported file type. Please select an image, PDF, Word document, text or JSON file.',
      ar: 'نوع الملف غير مدعوم. يرجى اختيار صورة أو ملف PDF أو مستند Word أو ملف نصي أو JSON.',
    },
    knowledge_file_exists: { en: 'A file with this id already exists.', ar: 'يوجد ملف بهذا المعرّف مسبقاً.' },
    knowledge_file_description_too_long: {
      en: 'The description must be at most {max} characters.',
      ar: 'يجب ألا يزيد الوصف عن {max} حرفاً.',
    },
    knowledge_file_flag_invalid: {
      en: 'isKnowledgeSource must be "true" or "false".',
      ar: 'يجب أن تكون قيمة isKnowledgeSource إما "true" أو "false".',
    },
    knowledge_file_nothing_to_update: { en: 'Send isKnowledgeSource or description.', ar: 'أرسل isKnowledgeSource أو description.' },
    knowledge_file_processing_reply: {
      en: 'This file is still being read. Ask again in a moment.',
      ar: 'لا تزال قراءة هذا الملف جارية. اسأل مرة أخرى بعد لحظات.',
    },
    knowledge_file_failed_reply: {
      en: 'The text of this file could not be read, so I cannot answer from it.',
      ar: 'تعذّرت قراءة نص هذا الملف، لذا لا يمكنني الإجابة منه.',
    },
    // Extraction outcomes shown as the file's note.
    file_unreadable: {
      en: 'The file could not be read; it may be damaged or password-protected.',
      ar: 'تعذّرت قراءة الملف؛ قد يكون تالفاً أو محمياً بكلمة مرور.',
    },
    // Issue 44: a reading that ended its process is never retried for ever.
    file_extraction_crashed: {
      en: 'Reading this file stopped the program that was reading it (the file may be damaged, or made to harm the server). It was not read and will not be tried again; delete it, or upload it saved another way.',
      ar: 'أوقفت قراءة هذا الملف البرنامج الذي كان يقرؤه (قد يكون الملف تالفاً أو مصمماً للإضرار بالخادم). لم يُقرأ ولن تُعاد محاولة قراءته؛ احذفه أو ارفعه محفوظاً بطريقة أخرى.',
    },
    file_extraction_interrupted: {
      en: 'The server stopped while reading this file, {attempts} times. It was not tried again; delete it, or upload it saved another way.',
      ar: 'توقف الخادم أثناء قراءة هذا الملف {attempts} مرات. لم تُعد محاولة قراءته؛ احذفه أو ارفعه محفوظاً بطريقة أخرى.',
    },
    file_no_text: { en: 'No text was found in the file.', ar: 'لم يُعثر على أي نص في الملف.' },
    file_text_too_long: { en: 'The text of the file is longer than {max} characters.', ar: 'نص الملف أطول من {max} حرف.' },
    file_ocr_english_only: {
      en: 'Arabic OCR data is not installed on the server: the image was read in English only.',
      ar: 'بيانات التعرف الضوئي على العربية غير مثبتة على الخادم: قُرئت الصورة بالإنجليزية فقط.',
    },
    file_ocr_low_confidence: {
      en: 'Some lines of this image or scan could not be read with confidence (a smudge, a stamp, noise): they were left out of answers.',
      ar: 'تعذّرت قراءة بعض أسطر هذه الصورة أو المسح الضوئي بثقة (لطخة أو ختم أو تشويش): لذا استُبعدت من الإجابات.',
    },
    // The cap is part of the wording: a ready file's note has no parameters.
    file_ocr_page_cap: {
      en: `This PDF has more than ${OCR_PAGE_CAP} pages without a text layer (scanned): only the first ${OCR_PAGE_CAP} of them were read, by OCR.`,
      ar: `يحتوي ملف PDF هذا على أكثر من ${OCR_PAGE_CAP} صفحة بلا طبقة نصية (ممسوحة ضوئياً): قُرئت أول ${OCR_PAGE_CAP} صفحة منها فقط، بالتعرف الضوئي.`,
    },
    file_ocr_page_cap_english_only: {
      en: `This PDF has more than ${OCR_PAGE_CAP} pages without a text layer (scanned): only the first ${OCR_PAGE_CAP} of them were read, by OCR, and in English only (Arabic OCR data is not installed on the server).`,
      ar: `يحتوي ملف PDF هذا على أكثر من ${OCR_PAGE_CAP} صفحة بلا طبقة نصية (ممسوحة ضوئياً): قُرئت أول ${OCR_PAGE_CAP} صفحة منها فقط، بالتعرف الضوئي وبالإنجليزية فقط (بيانات التعرف الضوئي على العربية غير مثبتة على الخادم).`,
    },
    // Failure reason of scanned PDFs uploaded before they were read by OCR (their events keep it).
    file_pdf_scanned: {
      en: 'This PDF has no text layer (a scan); scanned pages are not read yet.',
      ar: 'لا يحتوي ملف PDF هذا على طبقة نصية (مستند ممسوح ضوئياً)؛ لا تُقرأ الصفحات الممسوحة بعد.',
    },
  },
};

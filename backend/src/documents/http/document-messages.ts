import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the documents API's errors, in English and Arabic (registered by its module). */
export const DOCUMENT_MESSAGES: MessageSet = {
  messages: {
    document_not_found: { en: 'Document not found.', ar: 'المستند غير موجود.' },
    document_exists: { en: 'A document with this id already exists.', ar: 'يوجد مستند بهذا المعرّف مسبقاً.' },
    document_category_unknown: {
      en: '{field} "{value}" is not a known category; use one of: {allowed}',
      ar: 'الفئة "{value}" غير معروفة؛ استخدم إحدى الفئات: {allowed}',
    },
    document_status_unknown: {
      en: '{field} "{value}" is not valid; use one of: {allowed}',
      ar: 'الحالة "{value}" غير صالحة؛ استخدم إحدى القيم: {allowed}',
    },
    document_page_invalid: {
      en: '{field} must be a whole number of at least 1',
      ar: 'الحقل {field} يجب أن يكون عدداً صحيحاً لا يقل عن 1',
    },
    document_if_match_invalid: {
      en: 'If-Match must be the version number of the document you edited, for example 3 or "3".',
      ar: 'يجب أن تكون قيمة If-Match رقم إصدار المستند الذي عدّلته، مثل 3 أو "3".',
    },
    document_version_mismatch: {
      en: 'The If-Match header and the version field name different versions.',
      ar: 'الترويسة If-Match والحقل version يشيران إلى إصدارين مختلفين.',
    },
    document_nothing_to_update: {
      en: 'Send at least one of title, content, category or status.',
      ar: 'أرسل حقلاً واحداً على الأقل من: العنوان، المحتوى، الفئة، الحالة.',
    },
    upload_file_missing: {
      en: 'Please select a file to upload (multipart field "file").',
      ar: 'يرجى اختيار ملف لرفعه (الحقل "file" في نموذج multipart).',
    },
    upload_type_unsupported: {
      en: 'Unsupported file type. Upload a .txt, .pdf, .doc, .docx or .json file.',
      ar: 'نوع الملف غير مدعوم. ارفع ملفاً بصيغة ‎.txt أو ‎.pdf أو ‎.doc أو ‎.docx أو ‎.json.',
    },
    upload_type_mismatch: {
      en: 'The file content is not a valid .{ext} file.',
      ar: 'محتوى الملف ليس ملف ‎.{ext} صالحاً.',
    },
    upload_unreadable: {
      en: 'The file could not be read; it may be damaged or password-protected.',
      ar: 'تعذّرت قراءة الملف؛ قد يكون تالفاً أو محمياً بكلمة مرور.',
    },
    upload_no_text: { en: 'No text was found in the file.', ar: 'لم يُعثر على أي نص في الملف.' },
    upload_text_too_long: {
      en: 'The text of the file is longer than {max} characters. Split it into several smaller documents.',
      ar: 'نص الملف أطول من {max} حرف. قسّمه إلى عدة مستندات أصغر.',
    },
  },
};

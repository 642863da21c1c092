import type { sourcePanel as en } from '../en/source-panel';

export const sourcePanel: typeof en = {
  downloadFile: 'تنزيل الملف',
  openInLibrary: 'فتحه في المكتبة',
  title: 'المصدر',
  document: 'مستند، كما اقتبسته الإجابة',
  file: 'ملف معرفة، كما اقتبسته الإجابة',
  close: 'إغلاق المصدر',
  loading: 'جارٍ تحميل المصدر…',
  unavailable: 'لا يمكن عرض هذا المصدر.',
  changed: 'تغيّر هذا المستند بعد هذه الإجابة. أنت تقرأ النسخة التي اقتبستها الإجابة.',
  fileChanged: 'أُعيدت قراءة هذا الملف بعد هذه الإجابة. أنت تقرأ النص الذي اقتبسته الإجابة.',
  gone: 'لم يعد هذا المصدر متاحاً. أنت تقرأ النسخة التي اقتبستها الإجابة.',
  openCurrent: 'فتح النسخة الحالية',
  downloadCurrent: 'تنزيل الملف الحالي',
  noText: 'لا يمكن عرض نص هذا المصدر.',
  passageNotFound: 'تعذّر العثور على المقطع المقتبس في هذا النص.',
  textLabel: 'نص {{title}}',
};

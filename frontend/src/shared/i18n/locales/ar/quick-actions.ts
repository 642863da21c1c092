import type { quickActions as en } from '../en/quick-actions';

export const quickActions: typeof en = {
  open: 'إجراءات سريعة',
  title: 'الإجراءات السريعة',
  description: 'اختصارات للعنصر المحدد',
  close: 'إغلاق الإجراءات السريعة',
  emptyTitle: 'لا يوجد عنصر محدد',
  emptyText: 'حدّد عنصراً لعرض الإجراءات المتاحة',
  file: 'ملف',
  conversation: 'محادثة',
  document: 'مستند',
  message: 'رسالة',
  messageNumber: 'الرسالة رقم {{number, number}}',
  sizeKb: '{{size}} كيلوبايت',
  navigate: 'انتقل إلى',
  help: 'المساعدة',
  contactSupport: 'تواصل مع الدعم',
  fileActions: 'إجراءات الملف',
  chatWithFile: 'محادثة مع الملف',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
};

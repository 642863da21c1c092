import type { library as en } from '../en/library';

export const library: typeof en = {
  title: 'مكتبة المعرفة',
  subtitle: 'تصفح وابحث في مستندات الشركة التي يجيب منها المساعد.',
  tableCaption: 'المستندات',
  open: 'فتح المستند',
  close: 'إغلاق',
  lastUpdated: 'آخر تحديث {{date}}',
  notFound: 'هذا المستند لم يعد متاحاً.',
  liveNote: 'تتحدث القائمة تلقائياً عند تغيير أي مستند.',
};

import type { header as en } from '../en/header';

export const header: typeof en = {
  openSidebar: 'فتح الشريط الجانبي',
  closeSidebar: 'إغلاق الشريط الجانبي',
  language: 'اللغة',
  notifications: 'الإشعارات',
  theme: 'المظهر: {{theme}}',
};

import type { account as en } from '../en/account';

export const account: typeof en = {
  menu: 'قائمة الحساب',
  myAccount: 'حسابي',
  profile: 'الملف الشخصي',
  settings: 'الإعدادات',
  adminPanel: 'لوحة الإدارة',
  signOut: 'تسجيل الخروج',
  theme: 'المظهر',
};

import type { nav as en } from '../en/nav';

export const nav: typeof en = {
  label: 'التنقل الرئيسي',
  chat: 'المساعد الذكي',
  saved: 'الاستعلامات المحفوظة',
  training: 'التدريب والإرشاد',
  knowledgeFiles: 'ملفات المعرفة',
  documentManager: 'إدارة المستندات',
  admin: 'لوحة الإدارة',
  audit: 'سجل التدقيق',
};

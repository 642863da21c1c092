import type { placeholder as en } from '../en/placeholder';

export const placeholder: typeof en = {
  comingSoon: 'هذه الشاشة قيد الإنشاء وستتوفر قريباً.',
  backToChat: 'العودة إلى المحادثة',
  library: 'مكتبة المعرفة',
  saved: 'الاستعلامات المحفوظة',
  training: 'التدريب والإرشاد',
  admin: 'لوحة تحكم الإدارة',
  knowledgeBase: 'قاعدة المعرفة',
  documentManager: 'إدارة المستندات',
  knowledgeFiles: 'ملفات المعرفة',
  simpleChat: 'المحادثة البسيطة',
};

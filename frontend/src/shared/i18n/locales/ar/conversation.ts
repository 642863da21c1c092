import type { conversation as en } from '../en/conversation';

export const conversation: typeof en = {
  actionsFor: 'إجراءات المحادثة {{title}}',
  rename: 'إعادة تسمية',
  delete: 'حذف',
  renameTitle: 'إعادة تسمية المحادثة',
  titleLabel: 'العنوان',
  save: 'حفظ',
  cancel: 'إلغاء',
  deleteTitle: 'حذف هذه المحادثة؟',
  deleteDescription: 'سيتم حذف «{{title}}» وجميع رسائلها نهائياً. لا يمكن التراجع عن هذا الإجراء.',
  deleted: 'تم حذف المحادثة',
  deletedDescription: 'تم حذف المحادثة بنجاح',
  defaultTitle: 'محادثة جديدة',
};

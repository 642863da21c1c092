import type { categoriesAdmin as en } from '../en/categories-admin';

export const categoriesAdmin: typeof en = {
  description: 'أعد تسمية الفئات باللغتين، وأضف فئات جديدة، وأوقف القديمة. تحتفظ المستندات بفئاتها؛ تشمل الأعداد جميع الحالات.',
  english: 'الاسم بالإنجليزية',
  arabic: 'الاسم بالعربية',
  actions: 'الإجراءات',
  rename: 'إعادة تسمية',
  renameOf: 'إعادة تسمية {{name}}',
  retire: 'إيقاف',
  retireOf: 'إيقاف {{name}}',
  retired: 'موقوفة',
  retiredText: 'لم تعد {{name}} متاحة للمستندات الجديدة',
  save: 'حفظ الأسماء',
  cancel: 'إلغاء',
  renamed: 'تمت إعادة تسمية الفئة',
  addHeading: 'إضافة فئة',
  add: 'إضافة فئة',
  added: 'تمت إضافة الفئة',
};

import type { saveAction as en } from '../en/save-action';

export const saveAction: typeof en = {
  saveAnswer: 'حفظ الإجابة',
  saveQuestion: 'حفظ السؤال',
  saved: 'محفوظ: اضغط مجدداً للإزالة',
  failed: 'تعذّر الحفظ',
};

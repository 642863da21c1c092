import type { documentErrors as en } from '../en/document-errors';

export const documentErrors: typeof en = {
  titleRequired: 'أدخل العنوان',
  contentRequired: 'أدخل المحتوى',
  categoryRequired: 'اختر الفئة',
};

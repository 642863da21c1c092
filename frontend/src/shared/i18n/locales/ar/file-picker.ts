import type { filePicker as en } from '../en/file-picker';

export const filePicker: typeof en = {
  choose: 'اختر ملفًا',
  none: 'لم يُختر أي ملف',
  chosen: 'تم اختيار ملف',
  refused: 'نوع الملف {{name}} غير مقبول هنا',
};

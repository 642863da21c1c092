import type { notFound as en } from '../en/not-found';

export const notFound: typeof en = {
  title: '404 الصفحة غير موجودة',
  text: 'هل نسيت إضافة الصفحة إلى الموجّه؟',
  home: 'العودة إلى الرئيسية',
};

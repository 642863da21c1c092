import type { app as en } from '../en/app';

export const app: typeof en = {
  companyName: 'جلف نت للاتصالات',
  productTitle: 'مساعد قاعدة المعرفة',
  loading: 'جارٍ التحميل...',
  copyright: '© {{year, number(useGrouping: false)}} {{company}}. جميع الحقوق محفوظة.',
  skipToContent: 'انتقل إلى المحتوى',
};

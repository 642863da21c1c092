import type { auditPickers as en } from '../en/audit-pickers';

export const auditPickers: typeof en = {
  anyType: 'أي نوع حدث',
  anyActor: 'أي شخص',
  system: 'النظام',
  anonymous: 'غير مسجل الدخول',
  newestFirst: 'الأحدث أولاً',
};

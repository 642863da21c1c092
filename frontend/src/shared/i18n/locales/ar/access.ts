import type { access as en } from '../en/access';

export const access: typeof en = {
  deniedTitle: 'تم رفض الوصول',
  deniedText: 'ليس لديك صلاحية للوصول إلى لوحة الإدارة',
  returnHome: 'العودة إلى الرئيسية',
};

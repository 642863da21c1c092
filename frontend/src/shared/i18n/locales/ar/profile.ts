import type { profile as en } from '../en/profile';

export const profile: typeof en = {
  title: 'الملف الشخصي',
  description: 'حسابك في هذا النظام.',
  name: 'الاسم',
  username: 'اسم المستخدم',
  role: 'الدور',
  language: 'اللغة',
  roles: { admin: 'مسؤول', auditor: 'مدقق', agent: 'موظف' },
  signInMethod: 'طريقة الدخول',
  local: 'اسم المستخدم وكلمة المرور',
  sso: 'الدخول الموحد (كلمة المرور يديرها مزود الهوية)',
  changePassword: 'تغيير كلمة المرور',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  confirmPassword: 'أعد كتابة كلمة المرور الجديدة',
  mismatch: 'كلمتا المرور الجديدتان مختلفتان',
  passwordRule: '١٢ حرفاً على الأقل، ليست كلمة مرور شائعة، ولا تحتوي على اسم المستخدم.',
  save: 'تغيير كلمة المرور',
  saving: 'جارٍ التغيير…',
  changed: 'تم تغيير كلمة المرور',
  changedText: 'تم تسجيل الخروج من جلساتك الأخرى.',
};

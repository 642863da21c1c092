import type { MessageSet } from '../../shared/i18n/messages.js';

/** Messages of the sign-in methods; registered by the auth module. */
export const OIDC_MESSAGES: MessageSet = {
  messages: {
    local_login_disabled: {
      en: 'Sign-in with a username and password is turned off here: use single sign-on.',
      ar: 'تسجيل الدخول باسم المستخدم وكلمة المرور متوقف هنا: استخدم الدخول الموحد.',
    },
  },
};

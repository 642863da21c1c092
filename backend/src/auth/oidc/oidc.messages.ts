import { addMessages } from '../../shared/i18n/messages.js';

/** Messages of the sign-in methods; registered on import. */
addMessages({
  local_login_disabled: {
    en: 'Sign-in with a username and password is turned off here: use single sign-on.',
    ar: 'تسجيل الدخول باسم المستخدم وكلمة المرور متوقف هنا: استخدم الدخول الموحد.',
  },
});

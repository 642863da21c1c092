import type { MessageSet } from '../shared/i18n/messages.js';

/** Messages of sign-in and account management, in both languages (SPEC.md section 8 wording); registered by the auth module. */
export const AUTH_MESSAGES: MessageSet = {
  messages: {
    invalid_credentials: { en: 'Invalid username or password', ar: 'اسم المستخدم أو كلمة المرور غير صحيحة' },
    username_taken: { en: 'The username "{username}" is already taken.', ar: 'اسم المستخدم "{username}" مستخدم بالفعل.' },
    username_invalid: {
      en: 'The username "{username}" is not valid: use 2 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
      ar: 'اسم المستخدم "{username}" غير صالح: استخدم من 2 إلى 64 حرفاً أو رقماً أو نقطة أو شرطة، تبدأ بحرف أو رقم.',
    },
    user_name_invalid: {
      en: 'The display name must not be blank and at most {max} characters.',
      ar: 'يجب ألا يكون الاسم فارغاً وألا يزيد عن {max} حرفاً.',
    },
    role_unknown: { en: 'Unknown role "{role}". Roles: {roles}.', ar: 'الدور "{role}" غير معروف. الأدوار: {roles}.' },
    user_not_found: { en: 'No such user.', ar: 'لا يوجد مستخدم بهذا الاسم.' },
    password_too_short: { en: 'The password must be at least {min} characters long.', ar: 'يجب ألا تقل كلمة المرور عن {min} حرفاً.' },
    password_common: {
      en: 'This password is too common or too simple to be safe.',
      ar: 'كلمة المرور هذه شائعة أو بسيطة جداً بحيث لا تكون آمنة.',
    },
    password_contains_username: { en: 'The password must not contain the username.', ar: 'يجب ألا تحتوي كلمة المرور على اسم المستخدم.' },
  },
};

import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the admin and analytics APIs' errors, in English and Arabic (registered by its module). */
export const ADMIN_MESSAGES: MessageSet = {
  messages: {
    last_admin: {
      en: 'This is the last active admin: make another account admin before demoting or disabling this one.',
      ar: 'هذا آخر مسؤول نشط: اجعل حساباً آخر مسؤولاً قبل خفض دور هذا الحساب أو تعطيله.',
    },
    cannot_disable_self: {
      en: 'You cannot disable your own account: you would be signed out and locked out. Ask another admin to do it.',
      ar: 'لا يمكنك تعطيل حسابك بنفسك: ستُسجَّل خارجاً ولن تتمكن من الدخول. اطلب ذلك من مسؤول آخر.',
    },
    analytics_period_invalid: {
      en: 'The period is not valid: give from and to as dates, from before to, at most a year apart.',
      ar: 'الفترة غير صالحة: أدخل تاريخي البداية والنهاية، البداية قبل النهاية، وبفارق سنة على الأكثر.',
    },
    analytics_language_invalid: { en: 'The language must be en or ar.', ar: 'يجب أن تكون اللغة en أو ar.' },
  },
};

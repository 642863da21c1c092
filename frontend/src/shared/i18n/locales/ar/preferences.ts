import type { preferences as en } from '../en/preferences';

export const preferences: typeof en = {
  title: 'الإعدادات',
  description: 'مظهر التطبيق وسلوكه على هذا المتصفح.',
  language: 'اللغة',
  theme: 'المظهر',
  enterToSend: 'مفتاح Enter يرسل الرسالة',
  enterToSendHint: 'عند الإيقاف، يضيف Enter سطراً جديداً ويرسل Ctrl+Enter.',
  done: 'تم',
};

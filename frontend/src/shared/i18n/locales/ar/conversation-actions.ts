import type { conversationActions as en } from '../en/conversation-actions';

export const conversationActions: typeof en = {
  title: 'إجراءات المحادثة',
  messages: '{{count, number}} رسالة',
  messages_zero: 'لا رسائل',
  messages_one: 'رسالة واحدة',
  messages_two: 'رسالتان',
  messages_few: '{{count, number}} رسائل',
  messages_many: '{{count, number}} رسالة',
  messages_other: '{{count, number}} رسالة',
  created: 'أُنشئت {{date}}',
  copyLink: 'نسخ الرابط',
  linkCopied: 'نُسخ الرابط',
  copyFailed: 'تعذّر نسخ الرابط',
  saveLastAnswer: 'حفظ آخر إجابة',
  lastAnswerSaved: 'آخر إجابة محفوظة',
  answerSaved: 'حُفظت الإجابة',
  export: 'تصدير كنص',
  exportedOn: 'صُدّرت',
};

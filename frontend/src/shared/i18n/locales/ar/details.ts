import type { details as en } from '../en/details';

export const details: typeof en = {
  title: 'تفاصيل المحادثة',
  close: 'إغلاق التفاصيل',
  sources: 'المستندات المرجعية',
  noSources: 'لم يُستشهد بأي مستند بعد',
  created: 'تاريخ البدء',
  messageCount: 'عدد الرسائل',
  language: 'اللغة',
  languageValue: 'الإنجليزية (الولايات المتحدة)',
  categories: 'التصنيفات',
  categoryTags: ['السياسات', 'الموارد البشرية', 'الإجراءات'],
  relatedTopics: 'مواضيع ذات صلة',
  topics: ['الإجازات والعطلات', 'ساعات العمل', 'مزايا الموظفين'],
  resourceTitle: 'دليل الموظف',
  resourceText: 'المرجع الكامل لسياسات الشركة وإجراءاتها.',
  feedbackQuestion: 'هل كانت هذه المحادثة مفيدة؟',
  feedbackThanks: 'شكراً لك: تم تسجيل إجابتك.',
  yes: 'نعم',
  no: 'لا',
};

import type { siteAdmin as en } from '../en/site-admin';

export const siteAdmin: typeof en = {
  save: 'حفظ',
  saving: 'جارٍ الحفظ…',
  saved: 'تم الحفظ',
  notSaved: 'لم يتم الحفظ',
  notSavedText: 'راجع الحقول المشار إليها أدناه وحاول مجدداً.',
  conversationRatings: 'المحادثات: {{useful, number}} مفيدة · {{notUseful, number}} غير مفيدة',
  activity: { conversationUseful: 'وجد أحدهم محادثة مفيدة', conversationNotUseful: 'وجد أحدهم محادثة غير مفيدة' },
  chat: {
    intro: 'ما يراه الموظفون في شاشة الترحيب بالمحادثة. اترك النص فارغاً لإبقاء النص الافتراضي.',
    welcomeEn: 'نص الترحيب (بالإنجليزية)',
    welcomeAr: 'نص الترحيب (بالعربية)',
    suggestionsEn: 'الأسئلة المقترحة (بالإنجليزية)',
    suggestionsAr: 'الأسئلة المقترحة (بالعربية)',
    welcomeNote: 'حتى ٥٠٠ حرف.',
    suggestionsNote: 'سؤال واحد في كل سطر، حتى ٦ أسئلة.',
    savedText: 'تم تحديث شاشة الترحيب.',
  },
  language: {
    intro: 'اللغة التي يبدأ بها التطبيق والمحادثة العامة لمن لم يختر لغة بعد.',
    default: 'اللغة الافتراضية',
    note: 'من اختار لغة من قبل يحتفظ بها.',
    savedText: 'يبدأ المستخدمون الجدد الآن باللغة {{language}}.',
  },
  compliance: {
    intro: 'دليل على أن سجل التدقيق كامل ولم يتغير.',
    last: 'آخر تحقق',
    never: 'لم يتم التحقق من السجل من هنا بعد.',
    verdict: 'النتيجة',
    when: 'الوقت',
    who: 'بواسطة',
    upTo: 'حتى الموضع',
    count: 'عمليات التحقق المسجلة',
    retention: 'الاحتفاظ بالسجلات',
    retentionText:
      'لا تُحذف الأحداث أبداً. لا شيء في المنتج يحذف الأحداث أو يقتطعها أو يزيلها؛ التصحيح حدث جديد، لذلك يمكن عرض كل حالة سابقة مرة أخرى.',
    retentionNote: 'كل عملية تحقق تتم من هنا تُسجَّل بدورها في سجل التدقيق.',
  },
};

import type { MessageSet } from '../../shared/i18n/messages.js';

/** Wording of the glossary API's errors, in English and Arabic (registered by its module). */
export const GLOSSARY_MESSAGES: MessageSet = {
  messages: {
    glossary_entry_not_found: { en: 'Glossary entry not found. It may have been removed.', ar: 'مدخل المسرد غير موجود. ربما حُذف.' },
    glossary_entry_exists: { en: 'A glossary entry with this id already exists.', ar: 'يوجد مدخل في المسرد بهذا المعرّف مسبقاً.' },
    glossary_entry_duplicate: {
      en: 'The glossary already has a group with exactly these terms.',
      ar: 'يحتوي المسرد مسبقاً على مجموعة بهذه المصطلحات نفسها.',
    },
    glossary_term_blank: {
      en: 'Term {position} is empty: type a word or remove it.',
      ar: 'المصطلح رقم {position} فارغ: اكتب كلمة أو احذفه.',
    },
    glossary_term_too_long: {
      en: 'The term "{term}" is too long: a term has at most {max} characters.',
      ar: 'المصطلح "{term}" طويل جداً: لا يزيد المصطلح عن {max} حرفاً.',
    },
    glossary_terms_too_few: {
      en: 'A group needs at least {min} different terms.',
      ar: 'تحتاج المجموعة إلى {min} مصطلحات مختلفة على الأقل.',
    },
    glossary_terms_too_many: {
      en: 'A group holds at most {max} terms.',
      ar: 'لا تتسع المجموعة لأكثر من {max} مصطلحاً.',
    },
    glossary_if_match_invalid: {
      en: 'If-Match must be the version number of the entry you edited, for example 3 or "3".',
      ar: 'يجب أن تكون قيمة If-Match رقم إصدار المدخل الذي عدّلته، مثل 3 أو "3".',
    },
    glossary_version_mismatch: {
      en: 'The If-Match header and the version field name different versions.',
      ar: 'الترويسة If-Match والحقل version يشيران إلى إصدارين مختلفين.',
    },
  },
};

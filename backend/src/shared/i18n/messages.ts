import type { FactoryProvider } from '@nestjs/common';
import type { Language } from '@kb/contracts';

/** Messages by code, in both languages. `{name}` marks a parameter. */
export type Catalogue = Record<string, { en: string; ar: string }>;

/** A feature's wording: its messages, and how messages name its request fields. */
export interface MessageSet {
  messages?: Catalogue;
  /** Arabic names of request fields (English keeps a field's own name). */
  fieldNames?: Record<string, string>;
  /** English names of fields whose request name is no word a person would use (`welcomeEn`). */
  englishFieldNames?: Record<string, string>;
}

/** Every message an API error can carry, in both languages. `{name}` marks a parameter. */
export const MESSAGES: Catalogue = {
  bad_request: { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  malformed_json: { en: 'The request body is not valid JSON.', ar: 'نص الطلب ليس بصيغة JSON صالحة.' },
  validation_failed: { en: 'Some fields are not valid: {details}', ar: 'بعض الحقول غير صالحة: {details}' },
  field_required: { en: '{field} is required', ar: 'الحقل {field} مطلوب' },
  field_blank: { en: '{field} must not be blank', ar: 'الحقل {field} يجب ألا يكون فارغاً' },
  field_too_long: { en: '{field} must be at most {max} characters', ar: 'الحقل {field} يجب ألا يزيد عن {max} حرفاً' },
  field_type: { en: '{field} has the wrong type', ar: 'نوع الحقل {field} غير صحيح' },
  field_invalid: { en: '{field} is not valid', ar: 'قيمة الحقل {field} غير صالحة' },
  field_unknown: { en: '{field} is not an accepted field', ar: 'الحقل {field} غير مقبول' },
  field_range: { en: '{field} must be between {min} and {max}', ar: 'الحقل {field} يجب أن يكون بين {min} و {max}' },
  unauthenticated: { en: 'You need to sign in.', ar: 'يجب تسجيل الدخول.' },
  forbidden: { en: 'You do not have permission to do this.', ar: 'ليست لديك صلاحية للقيام بذلك.' },
  foreign_origin: { en: 'Cross-site request refused.', ar: 'تم رفض طلب من موقع آخر.' },
  not_found: { en: 'Not found.', ar: 'غير موجود.' },
  route_not_found: { en: 'No such endpoint.', ar: 'لا توجد نقطة نهاية بهذا العنوان.' },
  version_conflict: {
    en: 'Someone else changed this first (you had version {expected}, it is now at {actual}). Reload and try again.',
    ar: 'قام شخص آخر بتعديل هذا أولاً (كان لديك الإصدار {expected} وأصبح الآن {actual}). أعد التحميل وحاول مجدداً.',
  },
  payload_too_large: { en: 'The file is too large. Maximum size is 5MB.', ar: 'الملف كبير جداً. الحد الأقصى ٥ ميغابايت.' },
  too_many_requests: { en: 'Too many attempts. Try again in {seconds} seconds.', ar: 'محاولات كثيرة جداً. حاول مجدداً بعد {seconds} ثانية.' },
  internal: { en: 'Something went wrong on our side. Please try again.', ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.' },
  not_ready: { en: 'The service is starting. Try again shortly.', ar: 'الخدمة قيد التشغيل. حاول بعد قليل.' },
};

/** Arabic names of request fields, so an Arabic message names the field in Arabic (English keeps the field's own name). */
const FIELD_NAMES_AR: Record<string, string> = {
  maxTokens: 'الحد الأقصى للرموز',
  temperature: 'درجة الحرارة',
  model: 'النموذج',
  timeout: 'مهلة الاستجابة',
  title: 'العنوان',
  content: 'المحتوى',
  category: 'الفئة',
  status: 'الحالة',
  username: 'اسم المستخدم',
  name: 'الاسم',
  password: 'كلمة المرور',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  role: 'الدور',
  limit: 'عدد النتائج',
};

/** English names of fields whose request name is not a word a person would use (e.g. `welcomeEn`). */
const FIELD_NAMES_EN: Record<string, string> = {};

/** Adds the Arabic (and, where the request name is no word, English) names of a feature's fields. */
function addFieldNames(names: Record<string, string>, english: Record<string, string> = {}): void {
  Object.assign(FIELD_NAMES_AR, names);
  Object.assign(FIELD_NAMES_EN, english);
}

/** A field's name as a message in `lang` shows it. */
export function fieldName(field: string, lang: Language): string {
  const names = lang === 'ar' ? FIELD_NAMES_AR : FIELD_NAMES_EN;
  return Object.hasOwn(names, field) ? names[field] : field;
}

export function translate(code: string, lang: Language, params: Record<string, string | number> = {}): string {
  const entry = MESSAGES[code] ?? MESSAGES.bad_request;
  if (typeof params.field === 'string') params = { ...params, field: fieldName(params.field, lang) };
  return entry[lang].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

/** Adds feature messages; a code defined twice with other wording is an error. */
function addMessages(messages: Catalogue): void {
  for (const [code, text] of Object.entries(messages)) {
    if (MESSAGES[code] && MESSAGES[code].en !== text.en) throw new Error(`Message ${code} defined twice`);
    MESSAGES[code] = text;
  }
}

/**
 * Adds features' wording to the catalogue. Features keep their wording next to their code and
 * export it; their module registers it ({@link messagesProvider}), a tool or test that translates
 * without the app registers what it needs itself.
 */
export function registerMessages(...sets: MessageSet[]): void {
  for (const set of sets) {
    if (set.messages) addMessages(set.messages);
    addFieldNames(set.fieldNames ?? {}, set.englishFieldNames ?? {});
  }
}

/** A module's wording as one of its providers: registered as the module is built, before any request is served. */
export function messagesProvider(...sets: MessageSet[]): FactoryProvider<MessageSet[]> {
  return {
    provide: Symbol('messages'),
    useFactory: () => {
      registerMessages(...sets);
      return sets;
    },
  };
}

export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

import { useTranslation } from 'react-i18next';
import {
  CATEGORY_CODES,
  CATEGORY_LABELS,
  isCategoryRetired,
  type CategoryCode,
  type DocumentStatus,
  type KnowledgeDocument,
  type Language,
} from '@kb/contracts';
import { useGetCategoriesQuery } from '../api/categories-api';
import type { BadgeTone } from '../ui/badge';

/** SPEC.md: active green, draft yellow, archived red. */
export const STATUS_TONE: Record<DocumentStatus, BadgeTone> = { active: 'success', draft: 'warning', archived: 'danger' };

export function categoryLabel(code: string, language: Language): string {
  return CATEGORY_LABELS[code as CategoryCode]?.[language] ?? code;
}

export function categoryOptions(language: Language, { retired = false, keep }: { retired?: boolean; keep?: string } = {}) {
  return CATEGORY_CODES.filter((code) => retired || code === keep || !isCategoryRetired(code)).map((code) => ({
    value: code,
    label: CATEGORY_LABELS[code][language],
  }));
}

/**
 * The categories offered now (issue 31: admins add, rename and retire them): subscribes to the live
 * list, so a change anywhere reaches this filter or form at once. Retired ones only where asked
 * (filters, to find what is filed under them) or kept (a document's own category).
 */
export function useCategoryOptions(language: Language, options: { retired?: boolean; keep?: string } = {}) {
  useGetCategoriesQuery();
  return categoryOptions(language, options);
}

/** The label a document carries in its own answer, falling back to the fixed list. */
export const documentCategory = (doc: Pick<KnowledgeDocument, 'category' | 'categoryLabel'>, language: Language) =>
  doc.categoryLabel?.[language] ?? categoryLabel(doc.category, language);

/**
 * `t` and language of a screen: the UI's, or a fixed one (the knowledge base is Arabic whatever
 * the UI language, SPEC.md section 2).
 */
export function useScreenT(fixed?: Language) {
  const { t, i18n } = useTranslation();
  const language: Language = fixed ?? (i18n.language === 'ar' ? 'ar' : 'en');
  return {
    t: fixed ? i18n.getFixedT(fixed) : t,
    language,
    locale: language === 'ar' ? 'ar-KW' : 'en-US',
    dir: (language === 'ar' ? 'rtl' : 'ltr') as 'rtl' | 'ltr',
  };
}

/**
 * Document categories. The pages of SPEC.md section 3 send labels ("HR Policies", "Sales") and
 * codes ("hr_policies", "product_info"); all of them resolve to one canonical code.
 */
export const CATEGORY_CODES = [
  'hr_policies',
  'it_guidelines',
  'product_info',
  'sales_procedures',
  'legal_documents',
  'marketing',
  'finance',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

export const CATEGORY_LABELS: Record<CategoryCode, { en: string; ar: string }> = {
  hr_policies: { en: 'HR Policies', ar: 'سياسات الموارد البشرية' },
  it_guidelines: { en: 'IT Guidelines', ar: 'إرشادات تقنية المعلومات' },
  product_info: { en: 'Product Information', ar: 'معلومات المنتجات' },
  sales_procedures: { en: 'Sales Procedures', ar: 'إجراءات المبيعات' },
  legal_documents: { en: 'Legal Documents', ar: 'المستندات القانونية' },
  marketing: { en: 'Marketing', ar: 'التسويق' },
  finance: { en: 'Finance', ar: 'المالية' },
};

const ALIASES: Record<string, CategoryCode> = {
  hr: 'hr_policies',
  'hr policies': 'hr_policies',
  'hr policy': 'hr_policies',
  it: 'it_guidelines',
  'it guidelines': 'it_guidelines',
  product: 'product_info',
  products: 'product_info',
  'product information': 'product_info',
  'product info': 'product_info',
  sales: 'sales_procedures',
  'sales procedures': 'sales_procedures',
  legal: 'legal_documents',
  'legal documents': 'legal_documents',
  marketing: 'marketing',
  finance: 'finance',
};

/** Resolves a code, an English or Arabic label, or a known alias to its canonical code; undefined if unknown. */
export function resolveCategory(input: string | null | undefined): CategoryCode | undefined {
  if (typeof input !== 'string') return undefined;
  const key = input
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (!key) return undefined;
  const asCode = key.replace(/ /g, '_');
  if ((CATEGORY_CODES as readonly string[]).includes(asCode)) return asCode as CategoryCode;
  if (ALIASES[key]) return ALIASES[key];
  for (const code of CATEGORY_CODES) {
    if (CATEGORY_LABELS[code].ar === input.trim()) return code;
    if (CATEGORY_LABELS[code].en.toLowerCase().replace(/[\s_-]+/g, ' ') === key) return code;
  }
  return undefined;
}

export const DOCUMENT_STATUSES = ['active', 'draft', 'archived'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * Issue 31, Manage Categories: admins add, rename and retire categories (events on the
 * `categories` stream). Both sides keep the lists above in step with them at run time: the
 * server's categories projection and the client's categories query call `applyCategory` /
 * `setCategoryRetired`, so labels, choices and `resolveCategory` follow. Documents keep their codes.
 */
export const CATEGORY_STREAM = 'categories';

export interface Category {
  code: string;
  en: string;
  ar: string;
  /** Retired: no longer offered for new documents; documents that have it keep it. */
  retired: boolean;
  /** One of the seven categories the product ships with. */
  builtIn: boolean;
}

const BUILT_IN: Record<string, { en: string; ar: string }> = Object.fromEntries(CATEGORY_CODES.map((c) => [c, { ...CATEGORY_LABELS[c] }]));
const RETIRED = new Set<string>();

/** Adds or relabels a category in the shared lists. */
export function applyCategory(code: string, labels: { en: string; ar: string }): void {
  (CATEGORY_LABELS as Record<string, { en: string; ar: string }>)[code] = { en: labels.en, ar: labels.ar };
  if (!(CATEGORY_CODES as readonly string[]).includes(code)) (CATEGORY_CODES as unknown as string[]).push(code);
}

export function setCategoryRetired(code: string, retired: boolean): void {
  if (retired) RETIRED.add(code);
  else RETIRED.delete(code);
}

export const isCategoryRetired = (code: string) => RETIRED.has(code);

/** Back to the seven shipped categories with their shipped labels (a projection rebuilding from the start). */
export function resetCategories(): void {
  const codes = CATEGORY_CODES as unknown as string[];
  codes.splice(0, codes.length, ...Object.keys(BUILT_IN));
  for (const key of Object.keys(CATEGORY_LABELS)) if (!BUILT_IN[key]) delete (CATEGORY_LABELS as Record<string, unknown>)[key];
  for (const [code, labels] of Object.entries(BUILT_IN))
    (CATEGORY_LABELS as Record<string, { en: string; ar: string }>)[code] = { ...labels };
  RETIRED.clear();
}

export const isBuiltInCategory = (code: string) => Object.hasOwn(BUILT_IN, code);

/** Every category as the lists hold it now. */
export function categoryList(): Category[] {
  return (CATEGORY_CODES as readonly string[]).map((code) => ({
    code,
    ...(CATEGORY_LABELS as Record<string, { en: string; ar: string }>)[code],
    retired: RETIRED.has(code),
    builtIn: isBuiltInCategory(code),
  }));
}

/** A code for a new category from its English name: "Customer Care" → "customer_care". */
export const categoryCodeOf = (english: string) =>
  english
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

/** The seven shipped categories with their shipped labels, whatever was renamed since. */
export const shippedCategories = (): Record<string, { en: string; ar: string }> =>
  Object.fromEntries(Object.entries(BUILT_IN).map(([code, labels]) => [code, { ...labels }]));

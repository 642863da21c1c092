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
  const key = input.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (!key) return undefined;
  const asCode = key.replace(/ /g, '_');
  if ((CATEGORY_CODES as readonly string[]).includes(asCode)) return asCode as CategoryCode;
  if (ALIASES[key]) return ALIASES[key];
  for (const code of CATEGORY_CODES) {
    if (CATEGORY_LABELS[code].ar === input.trim()) return code;
  }
  return undefined;
}

export const DOCUMENT_STATUSES = ['active', 'draft', 'archived'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

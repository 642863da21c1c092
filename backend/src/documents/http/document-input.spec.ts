import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/api-error.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { categoryOf, documentHttpError, expectedVersionOf, limitOf, pageNumberOf, statusOf } from './document-input.js';

const fails = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected an error');
};

describe('document request input', () => {
  it('accepts every category form of SPEC.md section 3 and stores the code', () => {
    const forms: Record<string, string[]> = {
      hr_policies: ['hr_policies', 'HR Policies', 'hr policies', 'سياسات الموارد البشرية'],
      it_guidelines: ['it_guidelines', 'IT Guidelines'],
      product_info: ['product_info', 'Product', 'Product Information'],
      sales_procedures: ['sales_procedures', 'Sales', 'Sales Procedures'],
      legal_documents: ['legal_documents', 'Legal', 'Legal Documents'],
      marketing: ['Marketing'],
      finance: ['Finance'],
    };
    for (const [code, labels] of Object.entries(forms)) for (const label of labels) expect(categoryOf(label), label).toBe(code);
    const error = fails(() => categoryOf('Gossip'));
    expect(error.status).toBe(400);
    expect(error.fields?.category.code).toBe('document_category_unknown');
  });

  it('checks statuses, with "all" only where a list allows it', () => {
    expect(statusOf('Draft')).toBe('draft');
    expect(statusOf('all', { allowAll: true })).toBe('all');
    expect(fails(() => statusOf('all')).fields?.status.params).toMatchObject({ value: 'all', allowed: 'active, draft, archived' });
  });

  it('refuses pages and limits below 1 and lowers limits above 100', () => {
    expect(pageNumberOf(undefined, 'page', 1)).toBe(1);
    expect(fails(() => pageNumberOf(0, 'page', 1)).fields?.page.code).toBe('document_page_invalid');
    expect(limitOf(undefined, 10)).toBe(10);
    expect(limitOf(250, 10)).toBe(100);
    expect(fails(() => limitOf(-1, 10)).status).toBe(400);
  });

  it('reads the expected version from If-Match or the body, never both disagreeing', () => {
    expect(expectedVersionOf(undefined, undefined)).toBeUndefined();
    expect(expectedVersionOf('3', undefined)).toBe(3);
    expect(expectedVersionOf('"3"', undefined)).toBe(3);
    expect(expectedVersionOf('W/"3"', 3)).toBe(3);
    expect(expectedVersionOf('*', 4)).toBe(4);
    expect(fails(() => expectedVersionOf('"0"', undefined)).code).toBe('document_if_match_invalid');
    expect(fails(() => expectedVersionOf('abc', undefined)).code).toBe('document_if_match_invalid');
    expect(fails(() => expectedVersionOf('3', 4)).code).toBe('document_version_mismatch');
  });

  it('maps the aggregate errors to 404, 409 (in document versions) and 400 with the field', () => {
    expect(documentHttpError(new DomainError('not_found')).status).toBe(404);
    expect(documentHttpError(new DomainError('version_conflict', { expected: 1, actual: 3 }))).toMatchObject({
      status: 409,
      params: { expected: 2, actual: 4 },
    });
    expect(documentHttpError(new DomainError('document_field_blank', { field: 'title' })).fields).toEqual({
      title: { code: 'field_blank' },
    });
  });
});

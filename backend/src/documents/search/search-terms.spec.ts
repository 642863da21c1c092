import { describe, expect, it } from 'vitest';
import { documentLexemes, normalizeText, searchTerms, toPrefixQuery } from './search-terms.js';

/** Does a search match a document, by the same rule as `search @@ tsquery` (every term prefixes a lexeme)? */
const matches = (query: string, title: string, content = '') => {
  const lexemes = documentLexemes(title, content);
  return searchTerms(query).every((t) => lexemes.some((l) => l.startsWith(t)));
};

describe('search terms', () => {
  it('folds case, Arabic letter forms, diacritics, tatweel and Eastern digits', () => {
    expect(normalizeText('Roaming PASS')).toBe('roaming pass');
    expect(normalizeText('إجازة أمومة آخر مستوى')).toBe('اجازه امومه اخر مستوي');
    expect(normalizeText('الإِجَازَة')).toBe('الاجازه');
    expect(normalizeText('مـــوظف')).toBe('موظف');
    expect(normalizeText('٣٠ يوماً')).toBe('30 يوما');
  });

  it('finds English words by any case and by their beginning', () => {
    expect(matches('roaming', 'International Roaming Guide')).toBe(true);
    expect(matches('ROAM', 'International Roaming Guide')).toBe(true);
    expect(matches('roaming daily', 'Roaming', 'A daily pass')).toBe(true);
    expect(matches('roaming weekly', 'Roaming', 'A daily pass')).toBe(false);
    expect(matches('aming', 'Roaming')).toBe(false);
  });

  it('finds Arabic words whatever the hamza, taa marbuta, article or conjunction', () => {
    const title = 'سياسة الإجازة السنوية';
    expect(matches('اجازة', title)).toBe(true);
    expect(matches('الاجازه', title)).toBe(true);
    expect(matches('إجازة سنوية', title)).toBe(true);
    expect(matches('بالإجازة', title)).toBe(true);
    expect(matches('والإجازة', title)).toBe(true);
    expect(matches('التجوال', 'باقات تجوال')).toBe(true);
    expect(matches('وقت', 'في الوقت المحدد')).toBe(true);
    expect(matches('وزارة', 'موافقة الوزارة')).toBe(true);
    expect(matches('مرض', title)).toBe(false);
  });

  it('builds a prefix tsquery of letters and digits only', () => {
    expect(toPrefixQuery("O'Brien  5G!")).toBe("'brien':* & '5g':*");
    expect(toPrefixQuery('x')).toBe("'x':*");
    expect(toPrefixQuery('a roaming')).toBe("'roaming':*");
    expect(toPrefixQuery('  ,.;  ')).toBeNull();
  });
});

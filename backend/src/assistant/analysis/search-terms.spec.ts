import { describe, expect, it } from 'vitest';
import { foldText } from './fold.js';
import { searchTerms, textLexemes } from './search-terms.js';

/** Does a search match a document, by the library's rule (every term starts a lexeme of the document)? */
const matches = (query: string, title: string, content = '') => {
  const lexemes = textLexemes(title, content);
  const terms = searchTerms(query);
  return terms.length > 0 && terms.every((t) => lexemes.some((l) => l.startsWith(t)));
};

describe('search terms', () => {
  it('folds case, Arabic letter forms, diacritics, tatweel and Eastern digits', () => {
    expect(foldText('Roaming PASS')).toBe('roaming pass');
    expect(foldText('إجازة أمومة آخر مستوى')).toBe('اجازه امومه اخر مستوي');
    expect(foldText('الإِجَازَة')).toBe('الاجازه');
    expect(foldText('مـــوظف')).toBe('موظف');
    expect(foldText('٣٠ يوماً')).toBe('30 يوما');
  });

  it('finds English words by any case, by their beginning and by their stem', () => {
    expect(matches('roaming', 'International Roaming Guide')).toBe(true);
    expect(matches('ROAM', 'International Roaming Guide')).toBe(true);
    expect(matches('roaming daily', 'Roaming', 'A daily pass')).toBe(true);
    expect(matches('roaming weekly', 'Roaming', 'A daily pass')).toBe(false);
    expect(matches('aming', 'Roaming')).toBe(false);
    expect(matches('policies', 'Leave policy')).toBe(true);
  });

  it('finds Arabic words whatever the hamza, taa marbuta, article, conjunction or plural', () => {
    const title = 'سياسة الإجازة السنوية';
    expect(matches('اجازة', title)).toBe(true);
    expect(matches('الاجازه', title)).toBe(true);
    expect(matches('إجازة سنوية', title)).toBe(true);
    expect(matches('بالإجازة', title)).toBe(true);
    expect(matches('والإجازة', title)).toBe(true);
    expect(matches('الإجازات', title)).toBe(true);
    expect(matches('التجوال', 'باقات تجوال')).toBe(true);
    expect(matches('وقت', 'في الوقت المحدد')).toBe(true);
    expect(matches('وزارة', 'موافقة الوزارة')).toBe(true);
    expect(matches('مرض', title)).toBe(false);
  });

  it('reads numbers and amounts as values', () => {
    expect(matches('1,500', 'Fees', 'A deposit of 1500 KD')).toBe(true);
    expect(matches('١٬٥٠٠', 'Fees', 'A deposit of 1,500 KD')).toBe(true);
    expect(matches('dinar', 'Fees', 'A deposit of 1,500 KD')).toBe(true);
    expect(matches('دينار', 'Fees', 'A deposit of 1,500 KD')).toBe(true);
    expect(matches('1,500', 'Fees', 'A deposit of 500 KD')).toBe(false);
  });

  it('drops stop words and one-letter terms, unless nothing else is asked', () => {
    expect(searchTerms("O'Brien  5G!")).toEqual(['brien', '5g']);
    expect(searchTerms('a roaming')).toEqual(['roam']);
    expect(searchTerms('what')).toEqual(['what']);
    expect(searchTerms('x')).toEqual(['x']);
    expect(searchTerms('  ,.;  ')).toEqual([]);
  });
});

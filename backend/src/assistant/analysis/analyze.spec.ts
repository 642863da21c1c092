import { describe, expect, it } from 'vitest';
import { analyze, detectLanguage, termOf } from './analyze.js';

describe('detectLanguage', () => {
  it('classifies by the share of Arabic letters', () => {
    expect(detectLanguage('What is the leave policy?')).toBe('en');
    expect(detectLanguage('ما هي سياسة الإجازات؟')).toBe('ar');
  });

  it('keeps an Arabic question naming an English product Arabic', () => {
    expect(detectLanguage('كيف أستخدم Microsoft Teams؟')).toBe('ar');
  });

  it('defaults to English for text without letters', () => {
    expect(detectLanguage('2024 - 12')).toBe('en');
  });
});

describe('analyze', () => {
  it('drops English stop and question words and stems the rest', () => {
    expect(analyze('How many points did the Panthers defense surrender?')).toEqual(['point', 'panther', 'defens', 'surrend']);
  });

  it('drops Arabic question words and normalises the content words', () => {
    expect(analyze('ما هي عاصمة المملكة؟')).toEqual(['عاصم', 'مملك']);
  });

  it('routes each word by its own script in mixed text', () => {
    expect(analyze('فريق Panthers')).toEqual(['فريق', 'panther']);
  });

  it('matches Arabic-Indic digits with ASCII ones', () => {
    expect(termOf('٢٠١٠')).toBe('2010');
  });

  it('folds Latin accents', () => {
    expect(termOf('Pokémon')).toBe(termOf('pokemon'));
  });
});

import { describe, expect, it } from 'vitest';
import { arabicOovCandidates, brokenPluralReadings, conjunctionReading, normalizeArabic, stemArabic } from './arabic.js';
import { foldDigits } from './fold.js';

describe('normalizeArabic', () => {
  it('folds the alef forms to bare alef', () => {
    expect(normalizeArabic('أحمد إسلام آمن ٱلله')).toBe('احمد اسلام امن الله');
  });

  it('folds taa marbuta to haa and alef maqsura to yaa', () => {
    expect(normalizeArabic('مدرسة مستشفى')).toBe('مدرسه مستشفي');
  });

  it('drops diacritics and tatweel', () => {
    expect(normalizeArabic('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeArabic('كتــــاب')).toBe('كتاب');
  });

  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(foldDigits('٢٠١٨ و ۱۹')).toBe('2018 و 19');
  });
});

describe('stemArabic', () => {
  it('strips the article and its prepositional forms', () => {
    for (const w of ['الكتاب', 'والكتاب', 'بالكتاب', 'كالكتاب', 'فالكتاب']) expect(stemArabic(w)).toBe('كتاب');
    expect(stemArabic('للطلاب')).toBe('طلاب');
  });

  it('strips the conjunction wa- from longer words only', () => {
    expect(stemArabic('وكتاب')).toBe('كتاب');
    expect(stemArabic('ولد')).toBe('ولد');
  });

  it('strips plural and pronoun suffixes but keeps a three-letter stem', () => {
    expect(stemArabic('معلمون')).toBe('معلم');
    expect(stemArabic('معلمات')).toBe('معلم');
    expect(stemArabic(normalizeArabic('سيارتها'))).toBe('سيارت');
    // Light10 would cut سكان (population) to سك; the three-letter floor keeps it.
    expect(stemArabic('سكان')).toBe('سكان');
  });

  it('maps a word and its definite, normalised form to the same stem', () => {
    expect(stemArabic(normalizeArabic('المدينة'))).toBe(stemArabic(normalizeArabic('مدينة')));
  });
});

describe('arabicOovCandidates', () => {
  const stemOf = (w: string) => stemArabic(normalizeArabic(w));

  it('reads through clitic chains the light stemmer leaves on', () => {
    expect(arabicOovCandidates(stemOf('بمباراتهم'))).toContain(stemOf('مباراة'));
    expect(arabicOovCandidates(stemOf('ليفوزوا'))).toContain('فوز');
    expect(arabicOovCandidates(stemOf('هزمهم'))).toContain('هزم');
  });

  it('reads alif + yaa as the hamza informal writing leaves out (دقايق / دقائق)', () => {
    expect(arabicOovCandidates(stemOf('الدقايق'))).toContain(stemOf('الدقائق'));
    expect(arabicOovCandidates(stemOf('فوايد'))).toContain(stemOf('فوائد'));
    // Only before another letter: a final ـاي (شاي) is left alone.
    expect(arabicOovCandidates(stemOf('شاي'))).not.toContain('شائ');
  });

  it('offers nothing for Latin words, and for a three-letter word only the two letters after a one-letter preposition', () => {
    expect(arabicOovCandidates('panther')).toEqual([]);
    // لخط is ل + خط (for a line); a reading is used only when the index knows it.
    expect(arabicOovCandidates('لخط')).toEqual(['خط']);
    expect(arabicOovCandidates('خطط')).toEqual([]);
  });
});

describe('conjunctionReading', () => {
  const stemOf = (w: string) => stemArabic(normalizeArabic(w));

  it('reads a waw left after the article as the conjunction the stemmer strips from a bare word', () => {
    expect(stemOf('الوزارة')).toBe('وزار');
    expect(conjunctionReading(stemOf('الوزارة'))).toBe(stemOf('وزارة'));
    expect(conjunctionReading(stemOf('الوقت'))).toBeNull();
    expect(conjunctionReading('panther')).toBeNull();
  });
});

describe('brokenPluralReadings', () => {
  const stem = (w: string) => stemArabic(normalizeArabic(w));
  const readings = (w: string) => brokenPluralReadings(stem(w));

  it('reads a broken plural back to its singular', () => {
    expect(readings('أقساط')).toContain(stem('قسط'));
    expect(readings('الشهور')).toContain(stem('شهر'));
    expect(readings('مكاتب')).toContain(stem('مكتب'));
    expect(readings('مواعيد')).toContain(stem('موعد'));
    expect(readings('العملاء')).toContain(stem('عميل'));
    expect(readings('أيام')).toContain(stem('يوم'));
    expect(readings('حقوق')).toContain(stem('حق'));
  });

  it('reads a singular forward to its broken plurals', () => {
    expect(readings('قسط')).toContain(stem('أقساط'));
    expect(readings('شهر')).toEqual(expect.arrayContaining([stem('شهور'), stem('أشهر')]));
    expect(readings('عميل')).toContain(stem('عملاء'));
    expect(readings('جهاز')).toContain(stem('أجهزة'));
  });

  it('reads nothing for a word in another script, and never the word itself', () => {
    expect(brokenPluralReadings('instal')).toEqual([]);
    expect(readings('قسط')).not.toContain(stem('قسط'));
  });
});

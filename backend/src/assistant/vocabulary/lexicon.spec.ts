import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { analyze } from '../analysis/analyze.js';
import { phraseTranslationsOf, translationsOf } from './lexicon.js';

const term = (word: string) => analyze(word).join(' ');

describe('the bilingual lexicon', () => {
  it('reads an English word as written before its analysed term: "allowance" is not "allow"', () => {
    expect(term('allowance')).toBe(term('allow'));
    const allowance = translationsOf(term('allowance'), 'en', 'allowance');
    expect(allowance).toContain(term('بدل'));
    expect(allowance).not.toContain(term('يسمح'));
    expect(translationsOf(term('allow'), 'en', 'allow')).not.toContain(term('بدل'));
  });

  it('gives a word the sense staff mean first ("customer" عميل) and finds plurals under their singular', () => {
    expect(translationsOf(term('customer'), 'en', 'customer')[0]).toBe(term('عميل'));
    expect(translationsOf(term('allowances'), 'en', 'allowances')).toContain(term('بدلات'));
  });

  it('reads a phrase as a whole, in both directions', () => {
    expect(phraseTranslationsOf(['notice', 'period'], 'en')).toContain(term('فترة الإشعار'));
    expect(phraseTranslationsOf(term('فترة الإشعار').split(' '), 'ar')).toContain(term('notice period'));
  });

  it('reads an Arabic word, a Gulf loanword included, into English', () => {
    expect(translationsOf(term('بونص'), 'ar')).toContain(term('bonus'));
    expect(translationsOf(term('العملاء'), 'ar')).toContain(term('customers'));
  });

  it('reads a word listed with the article as documents write it without ("الولاء" and "برنامج ولاء"), both ways', () => {
    // Alone, the waw of ولاء reads as the conjunction: its term is not the one الولاء gets.
    expect(term('ولاء')).not.toBe(term('الولاء'));
    expect(translationsOf(term('loyalty'), 'en', 'loyalty')).toEqual(expect.arrayContaining([term('الولاء'), term('ولاء')]));
    expect(translationsOf(term('ولاء'), 'ar')).toContain(term('loyalty'));
  });

  it('knows the calendar staff plan by, and the Gulf verb for working', () => {
    expect(translationsOf(term('Ramadan'), 'en', 'ramadan')).toContain(term('رمضان'));
    expect(translationsOf(term('رمضان'), 'ar')).toContain(term('Ramadan'));
    expect(translationsOf(term('أشتغل'), 'ar')).toContain(term('work'));
  });

  it('holds both directions in under 12 MB of heap once read (issue 50: 27 MB as maps of strings, in every instance that answered a question)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    };
    // given a lexicon module of its own, not yet read (the other tests of this worker read theirs)
    vi.resetModules();
    const fresh = await import('./lexicon.js');
    const before = heap();
    // when a question in each language looked a word up
    expect(fresh.translationsOf(term('customer'), 'en', 'customer')[0]).toBe(term('عميل'));
    expect(fresh.translationsOf(term('بونص'), 'ar')).toContain(term('bonus'));
    // then what stays of it is small
    const held = heap() - before;
    expect(held / 2 ** 20).toBeLessThan(12);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('numbers inside translated text', () => {
  it('use the digits of the rest of the Arabic UI (ar-KW), not plain "ar"', async () => {
    await i18n.changeLanguage('ar');
    expect(i18n.t('admin.status.addedThisWeek', { count: 44 })).toBe('+٤٤ هذا الأسبوع');
    expect(i18n.t('documents.range', { from: 1, to: 10, total: 1234 })).toBe('عرض ١ إلى ١٠ من ١٬٢٣٤');
    expect(i18n.t('knowledgeFiles.uploading', { percent: 7 })).toBe('جارٍ الرفع… ٧٪');
  });

  it('group thousands in English', () => {
    expect(i18n.t('admin.analytics.asked', { count: 1234 })).toBe('Asked 1,234 times');
    expect(i18n.t('admin.analytics.asked', { count: 1 })).toBe('Asked once');
  });

  it('uses the plural rules of each language (issue 31: "1 citations")', async () => {
    expect(i18n.t('admin.analytics.citations', { count: 1 })).toBe('1 citation');
    expect(i18n.t('admin.analytics.citations', { count: 3 })).toBe('3 citations');
    expect(i18n.t('audit.verify.ok', { count: 1 })).toBe('Chain intact: 1 event checked');
    await i18n.changeLanguage('ar');
    expect(i18n.t('admin.analytics.citations', { count: 1 })).toBe('استشهاد واحد');
    expect(i18n.t('admin.analytics.citations', { count: 2 })).toBe('استشهادان');
    expect(i18n.t('admin.analytics.citations', { count: 5 })).toBe('٥ استشهادات');
    expect(i18n.t('admin.analytics.citations', { count: 11 })).toBe('١١ استشهاداً');
    expect(i18n.t('admin.analytics.asked', { count: 2 })).toBe('طُرح مرتين');
    expect(i18n.t('audit.verify.ok', { count: 100 })).toBe('السلسلة سليمة: تم فحص ١٠٠ حدث');
  });

  it('writes the year of the copyright in the digits of the language, without grouping', async () => {
    expect(i18n.t('app.copyright', { year: 2026, company: 'Gulfnet' })).toBe('© 2026 Gulfnet. All rights reserved.');
    await i18n.changeLanguage('ar');
    expect(i18n.t('app.copyright', { year: 2026, company: 'جلف نت' })).toBe('© ٢٠٢٦ جلف نت. جميع الحقوق محفوظة.');
  });
});

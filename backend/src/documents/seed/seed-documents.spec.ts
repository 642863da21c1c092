import { describe, it, expect } from 'vitest';
import { CATEGORY_CODES, DOCUMENT_STATUSES } from '@kb/contracts';
import { SEED_DOCUMENTS, type SeedDocument } from './seed-documents.js';

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const isArabic = (doc: SeedDocument): boolean => ARABIC_LETTER.test(doc.title);
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const byTitle = (title: string): SeedDocument => {
  const doc = SEED_DOCUMENTS.find((d) => d.title === title);
  if (!doc) throw new Error(`seed document "${title}" is missing`);
  return doc;
};

describe('SEED_DOCUMENTS', () => {
  it('holds at least 30 documents', () => {
    expect(SEED_DOCUMENTS.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every document a unique UUID v4 id', () => {
    const ids = SEED_DOCUMENTS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('gives every document a unique title', () => {
    const titles = SEED_DOCUMENTS.map((d) => d.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('covers every category, in English and in Arabic', () => {
    for (const code of CATEGORY_CODES) {
      const inCategory = SEED_DOCUMENTS.filter((d) => d.category === code && d.status === 'active');
      expect(
        inCategory.some((d) => !isArabic(d)),
        `English ${code}`,
      ).toBe(true);
      expect(inCategory.some(isArabic), `Arabic ${code}`).toBe(true);
    }
  });

  it('contains both English and Arabic documents', () => {
    const arabic = SEED_DOCUMENTS.filter(isArabic);
    const english = SEED_DOCUMENTS.filter((d) => !isArabic(d));
    expect(arabic.length).toBeGreaterThanOrEqual(12);
    expect(english.length).toBeGreaterThanOrEqual(12);
    // A document's language is consistent: Arabic titles head Arabic content, English titles English content.
    for (const d of arabic) expect(ARABIC_LETTER.test(d.content), d.title).toBe(true);
    for (const d of english) expect(ARABIC_LETTER.test(d.content.replace(/"جلف نت"/g, '')), d.title).toBe(false);
  });

  it('uses only known statuses, mostly active, with some draft and archived documents', () => {
    for (const d of SEED_DOCUMENTS) expect(DOCUMENT_STATUSES).toContain(d.status);
    const count = (status: string) => SEED_DOCUMENTS.filter((d) => d.status === status).length;
    expect(count('draft')).toBeGreaterThanOrEqual(1);
    expect(count('archived')).toBeGreaterThanOrEqual(1);
    expect(count('active')).toBeGreaterThan(SEED_DOCUMENTS.length / 2);
  });

  it('has a non-blank title and content of bounded size in every document', () => {
    for (const d of SEED_DOCUMENTS) {
      expect(d.title.trim(), d.id).not.toBe('');
      expect(d.content.trim(), d.id).not.toBe('');
      expect(d.content.length, d.title).toBeLessThanOrEqual(200_000);
    }
  });

  it('writes every document as several blank-line separated paragraphs of 120 to 450 words', () => {
    for (const d of SEED_DOCUMENTS) {
      const words = wordCount(d.content);
      expect(words, d.title).toBeGreaterThanOrEqual(120);
      expect(words, d.title).toBeLessThanOrEqual(450);
      const paragraphs = d.content.split('\n\n');
      expect(paragraphs.length, d.title).toBeGreaterThanOrEqual(4);
      for (const p of paragraphs) expect(p.trim(), d.title).toBe(p);
      expect(d.content, d.title).not.toMatch(/\n{3,}|^[ \t]+\S/m);
    }
  });

  it('states the annual leave entitlement in both languages in the active policies', () => {
    const en = byTitle('Annual Leave Policy');
    const ar = byTitle('سياسة الإجازة السنوية');
    expect(en.status).toBe('active');
    expect(ar.status).toBe('active');
    expect(en.content).toContain('Full-time employees are entitled to 30 calendar days of paid annual leave per year.');
    expect(ar.content).toContain('عدد أيام الإجازة السنوية للموظف بدوام كامل هو 30 يوماً تقويمياً مدفوعة الأجر في السنة.');
  });

  it('keeps the figures of draft and archived documents out of active documents', () => {
    const active = SEED_DOCUMENTS.filter((d) => d.status === 'active')
      .map((d) => d.content)
      .join('\n');
    const retired: Array<[string, string[]]> = [
      ['Annual Leave Policy – Proposed 2027 Revision (Draft)', ['33 calendar days', '36 calendar days']],
      ['International Roaming Tariff 2023 (Archived)', ['2.250 KWD', '6.500 KWD', '9.750 KWD', '275 fils']],
      ['Gulfnet Unlimited Max 5G Plan – Launch Brief (Draft)', ['24.500 KWD']],
      ['باقات الدفع الآجل لعام 2023 (مؤرشفة)', ['7.500 د.ك', '11.500 د.ك', '16.500 د.ك', '28.000 د.ك']],
      ['مسودة سياسة بدل الاتصالات للموظفين', ['17.500 د.ك', '26.000 د.ك']],
    ];
    for (const [title, figures] of retired) {
      const doc = byTitle(title);
      expect(doc.status).not.toBe('active');
      for (const figure of figures) {
        expect(doc.content, title).toContain(figure);
        expect(active, figure).not.toContain(figure);
      }
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import { AssistantSettings } from '../settings/assistant-settings.js';
import { AssistantService } from './assistant.service.js';
import { questionTermFactor } from './answer/pipeline.js';
import { rewriteQuestion } from './retrieval/synonyms.js';
import { seededIndex } from './testing/seeded-index.js';
import { useGlossary, type GlossaryGroup } from './vocabulary/glossary.js';
import { shippedGroups } from './vocabulary/shipped.js';

// The seeded knowledge base, English and Arabic: the password policy says "أعد تعيينها بنفسك"
// (reset it yourself); the phishing guidelines also use "إعادة" in other senses.
const index = seededIndex();
const assistant = new AssistantService(index, new AssistantSettings(), loadConfig({}));
const PASSWORDS = 'سياسة كلمات المرور والتحقق متعدد العوامل';
const PHISHING = 'إرشادات الإبلاغ عن رسائل التصيد الاحتيالي';
// An admin teaches the Gulf word "ريست" with its formal phrases (the example).
const RESET: GlossaryGroup = { id: 'admin-reset', terms: ['ريست', 'إعادة تعيين', 'أعد تعيين'] };
const QUESTIONS = ['ابي اسوي ريست للباسوورد', 'كيف اسوي ريست لكلمة المرور', 'شلون أسوي ريست لباسوورد الشبكة؟'];

const withGroup = (group: GlossaryGroup | null) => useGlossary(group ? { groups: () => [...shippedGroups(), group] } : null);
const search = (question: string) => index.searchScopes(rewriteQuestion(question), [''], 10, { termFactor: questionTermFactor });

afterEach(() => useGlossary(null));

describe('a glossary group never outranks the question’s own words', () => {
  it.each(QUESTIONS)('"%s" stays on the password policy once "ريست" is grouped with "إعادة تعيين"', async (question) => {
    withGroup(RESET);
    const reply = await assistant.answer({ question });
    expect(reply.sources[0]?.title).toBe(PASSWORDS);
    expect(reply.sources.map((s) => s.title)).not.toContain(PHISHING);
    expect(search(question).hits[0]?.title).toBe(PASSWORDS);
  });

  it('counts the grouped word no more than the question’s most specific own word, in ranking and in the confidence', () => {
    withGroup(RESET);
    const found = search(QUESTIONS[0]);
    const reset = found.words.findIndex((w) => w.term === 'ريست');
    const own = found.words.filter((_, g) => g !== reset).map((w) => w.idf);
    expect(found.words[reset].idf).toBeLessThanOrEqual(Math.max(...own));
    const readings = found.terms.filter((t) => t.group === reset);
    expect(readings.length).toBeGreaterThan(0);
    for (const t of readings) expect(t.weight).toBeLessThanOrEqual(Math.max(...own));
    // The document the group would have pulled to stays below the one the question's own words name.
    const phishing = found.hits.find((h) => h.title === PHISHING);
    expect(phishing === undefined || phishing.confidence < found.hits[0].confidence).toBe(true);
  });

  it('answers from the same document with and without the group', async () => {
    withGroup(null);
    const before = await assistant.answer({ question: QUESTIONS[0] });
    withGroup(RESET);
    const after = await assistant.answer({ question: QUESTIONS[0] });
    expect(after.sources[0]?.id).toBe(before.sources[0]?.id);
  });
});

import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { DocumentSearchIndex } from '../../documents/testing/fixtures.js';
import { matchConversations } from '../../conversations/testing/fixtures.js';
import { analyzeChunk } from '../retrieval/bm25-index.js';
import { questionTerms, searchTerms } from '../analysis.js';

/**
 * One analyser, every caller: answer retrieval (the terms a passage is indexed by), the library
 * search (a search's terms, and the index that finds a document by them), the conversation search
 * and the grouping of unanswered questions read the same text as the same terms, however it is
 * written (diacritics, tatweel, alef forms, Arabic-Indic digits, thousands separators, currency
 * writings, case).
 */
const TEXTS = {
  ar: {
    terms: ['1500', '30', 'kwd', 'اجاز', 'اول', 'بدل', 'سنو', 'مدت', 'مره', 'موظف', 'يحصل', 'يوما'],
    writings: [
      'يحصل الموظَّفون على إجازة سنويـــة مدتها ٣٠ يوماً للمرة الأولى وبدل ١٬٥٠٠ دينار',
      'يحصل الموظفون علي اجازه سنويه مدتها 30 يوما للمره الاولى وبدل 1,500 د.ك',
      'يحصل الموظفون على أجازة سنوية مدتها 30 يوما للمرة الاولي وبدل 1500 دنانير',
    ],
  },
  en: {
    terms: ['1500', '30', 'allow', 'annual', 'dai', 'employe', 'kwd', 'leav', 'receiv'],
    writings: [
      'Employees receive 30 days of annual leave and an allowance of 1,500 KWD.',
      'ANNUAL LEAVE: employees receive ٣٠ days, allowance KD 1500',
      'Employées receive 30 days annual leave, allowance 1500 dinars',
    ],
  },
};

const sorted = (terms: Iterable<string>) => [...new Set(terms)].sort();

/** The callers, each giving the terms it reads a text as. */
const callers: Record<string, (text: string) => string[]> = {
  'answer retrieval (a passage indexed)': (text) => sorted(analyzeChunk(text).bodyCounts.keys()),
  'library and conversation search (a search)': (text) => sorted(searchTerms(text)),
  'unanswered-question grouping': (text) => questionTerms(text),
};

function created(id: string, content: string): StoredEvent {
  return {
    type: 'DocumentCreated',
    data: { id, title: 'Leave', content, category: 'hr', status: 'active', createdBy: 'u1' },
    metadata: { at: '2025-01-01T00:00:00.000Z', actor: 'u1', correlationId: 'c' },
  } as unknown as StoredEvent;
}

describe('every caller reads a text as the same terms', () => {
  for (const [language, { terms, writings }] of Object.entries(TEXTS)) {
    for (const [caller, termsOf] of Object.entries(callers)) {
      it(`${language}: ${caller}`, () => {
        for (const text of writings) expect(termsOf(text), text).toEqual(terms);
      });
    }

    it(`${language}: the library index finds a document written one way by a search written another`, () => {
      writings.forEach((content, i) => {
        const index = new DocumentSearchIndex();
        index.apply(created(`00000000-0000-4000-8000-00000000000${i}`, content));
        for (const query of writings) {
          expect(
            index.search({ terms: searchTerms(query), status: 'active', category: null, offset: 0, limit: 10 }).total,
            `${query} -> ${content}`,
          ).toBe(1);
        }
      });
    });

    it(`${language}: the conversation search finds a message written one way by a search written another`, () => {
      for (const content of writings) {
        const candidate = { conversation: { id: 'c1', title: 'Leave' } as never, messages: [{ id: 'm1', content }] };
        for (const query of writings) expect(matchConversations(query, [candidate], 10), `${query} -> ${content}`).toHaveLength(1);
      }
    });
  }

  it('only the grouping of questions leaves out words that say nothing of the subject', () => {
    expect(sorted(searchTerms('Please tell me the parking policy'))).toEqual(['park', 'pleas', 'polici', 'tell']);
    expect(questionTerms('Please tell me the parking policy')).toEqual(['park']);
  });
});

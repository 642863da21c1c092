import { describe, it } from 'vitest';
import type { PublicQuestionAsked } from '@kb/contracts';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { publicQuestionDecider } from './public-question.decider.js';

const given = DeciderSpecification.for(publicQuestionDecider);
const data: PublicQuestionAsked['data'] = {
  questionId: 'q-1',
  question: 'How many days of annual leave do I get?',
  language: 'en',
  answered: true,
  mode: 'extractive',
  sources: [{ id: 'd-1', title: 'Leave policy', category: 'hr_policies' }],
  requesterHash: 'a'.repeat(64),
  file: null,
  error: null,
};

describe('public question decider', () => {
  it('records an answered question', () => {
    given([])
      .when({ type: 'RecordPublicQuestion', data })
      .then([{ type: 'PublicQuestionAsked', data }]);
  });

  it('records a question nothing answered as not answered', () => {
    const unanswered = { ...data, mode: 'not_found' as const, sources: [] };
    given([])
      .when({ type: 'RecordPublicQuestion', data: unanswered })
      .then([{ type: 'PublicQuestionAsked', data: { ...unanswered, answered: false } }]);
  });

  it('records a reply that fell back after a model failure as not answered', () => {
    const failed = { ...data, error: 'model_failed' };
    given([])
      .when({ type: 'RecordPublicQuestion', data: failed })
      .then([{ type: 'PublicQuestionAsked', data: { ...failed, answered: false } }]);
  });

  it('records a question once', () => {
    given([{ type: 'PublicQuestionAsked', data }])
      .when({ type: 'RecordPublicQuestion', data })
      .thenFails('public_question_recorded');
  });

  it('refuses anything but a hash where the requester goes (an address must never be recorded)', () => {
    given([])
      .when({ type: 'RecordPublicQuestion', data: { ...data, requesterHash: '203.0.113.9' } })
      .thenFails('requester_not_hashed');
  });
});

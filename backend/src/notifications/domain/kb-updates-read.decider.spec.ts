import { describe, it } from 'vitest';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { kbUpdatesReadDecider } from './kb-updates-read.decider.js';

const given = DeciderSpecification.for(kbUpdatesReadDecider);
const read = (upTo: string) => ({ type: 'KbUpdatesRead', data: { userId: 'u1', upTo } }) as const;

describe('Knowledge-base updates read marker', () => {
  it('records how far the user read', () => {
    given([])
      .when({ type: 'MarkRead', userId: 'u1', upTo: '2026-11-26T01:00:00.000Z' })
      .then([read('2026-11-26T01:00:00.000Z')]);
  });

  it('only moves forward; marking the same or an older time records nothing', () => {
    given([read('2026-11-26T01:00:00.000Z')])
      .when({ type: 'MarkRead', userId: 'u1', upTo: '2026-11-26T01:00:00.000Z' })
      .then([]);
    given([read('2026-11-26T01:00:00.000Z')])
      .when({ type: 'MarkRead', userId: 'u1', upTo: '2026-11-25T01:00:00.000Z' })
      .then([]);
    given([read('2026-11-26T01:00:00.000Z')])
      .when({ type: 'MarkRead', userId: 'u1', upTo: '2026-11-26T02:00:00.000Z' })
      .then([read('2026-11-26T02:00:00.000Z')]);
  });

  it('refuses a time that is not an ISO instant', () => {
    given([]).when({ type: 'MarkRead', userId: 'u1', upTo: 'yesterday' }).thenFails(new DomainError('kb_updates_bad_time'));
  });
});

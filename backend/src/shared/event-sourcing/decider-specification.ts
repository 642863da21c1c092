import { expect } from 'vitest';
import type { DomainEvent } from '@kb/contracts';
import { DomainError, fold, type Decider } from './decider.js';

/**
 * Decider tests as specifications (Emmett's `DeciderSpecification`): given the history, when the
 * command, then these events, or then this refusal. For `*.spec.ts` files only (it asserts).
 *
 *   const given = DeciderSpecification.for(documentDecider);
 *   given([created]).when({ type: 'DeleteDocument' }).then([{ type: 'DocumentDeleted', data }]);
 *   given([]).when({ type: 'DeleteDocument' }).thenFails(new DomainError('not_found', { entity: 'document' }));
 */
export const DeciderSpecification = {
  for<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
    return (history: readonly E[]) => ({
      when(command: C) {
        const decided = decider.decide(command, fold(decider, [...history]));
        return {
          /** The command is accepted and records exactly `expected` (returned, to fold on). */
          then(expected: E[]): E[] {
            expect(decided).toEqual(expected);
            return decided as E[];
          },
          /** The command is refused: with this error, with an error of this code, or with any error. */
          thenFails(expected?: DomainError | string): DomainError {
            expect(decided).toBeInstanceOf(DomainError);
            if (typeof expected === 'string') expect((decided as DomainError).code).toBe(expected);
            else if (expected) expect(decided).toEqual(expected);
            return decided as DomainError;
          },
        };
      },
    });
  },
};

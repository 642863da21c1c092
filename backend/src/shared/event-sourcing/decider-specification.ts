import { expect } from 'vitest';
import type { DomainEvent } from '@kb/contracts';
import { DomainError, type Decider } from './decider.js';

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
        const decided = decider.decide(command, frozenFold(decider, history));
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

/**
 * Folds as the command handler does, every state frozen before the next event or the command sees
 * it: an `evolve` or `decide` that changes a state in place throws here. The handler shares folded
 * states between commands (command-handler.ts `load`), which is only right if nothing mutates them.
 * (A Map in a state cannot be frozen; evolve copies it, as glossary.decider does.)
 */
function frozenFold<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: readonly E[]): S {
  let state = deepFreeze(decider.initialState);
  for (const event of history) state = deepFreeze(decider.evolve(state, event));
  return state;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Map) && !(value instanceof Set)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

import type { DomainEvent } from '@kb/contracts';

/** A rule the command broke, as a value: controllers turn it into HTTP, gateways into acks. */
export class DomainError {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {}
}

/** Pure aggregate logic (STYLE.md): no Nest, SQL or clock; time and ids come in with the command. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  decide(command: Command, state: State): Event[] | DomainError;
  evolve(state: State, event: Event): State;
}

export function fold<S, E extends DomainEvent>(decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>, events: E[]): S {
  return events.reduce((s, e) => decider.evolve(s, e), decider.initialState);
}

/**
 * A stored event as the domain event it is. The one place the store's `{type, data}` is trusted to
 * be an `E`: callers pass only events of streams (or projector `handles` lists) that hold `E`s.
 */
export function decodeEvent<E extends DomainEvent>(stored: { type: string; data: unknown }): E {
  return { type: stored.type, data: stored.data } as E;
}

/**
 * The event as an `E` when its type is one of `types` (a context's event types), else null: a
 * projector sees whole batches, and events of other contexts pass it by before its exhaustive switch.
 */
export function decodeEventOf<E extends DomainEvent>(stored: { type: string; data: unknown }, types: readonly E['type'][]): E | null {
  return (types as readonly string[]).includes(stored.type) ? decodeEvent<E>(stored) : null;
}

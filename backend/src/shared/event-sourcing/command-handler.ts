import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMetadata } from '@kb/contracts';
import { WrongExpectedVersionError } from '../../event-store/errors.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import type { Position } from '../../event-store/position.js';
import { DomainError, type Decider } from './decider.js';

export interface CommandContext {
  actor: string;
  correlationId?: string;
  causationId?: string | null;
  now: Date;
}

export interface CommandResult<S, E> {
  events: E[];
  state: S;
  /** Stream version after the append (-1 when nothing was appended and the stream is empty). */
  version: number;
  position: Position | null;
}

export const metadataFor = (ctx: CommandContext): EventMetadata => ({
  actor: ctx.actor,
  correlationId: ctx.correlationId ?? randomUUID(),
  causationId: ctx.causationId ?? null,
  at: ctx.now.toISOString(),
});

/**
 * Load, decide, append with the expected version. With `expectedVersion` given a stale caller gets
 * the conflict; without it a conflict means someone else wrote first, so the command is decided
 * again on the new state (each concurrent edit is recorded in some order, none silently lost).
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  ctx: CommandContext,
  options: { expectedVersion?: number; retries?: number; known?: { state: S; version: number } } = {},
): Promise<CommandResult<S, E> | DomainError> {
  const retries = options.expectedVersion === undefined ? (options.retries ?? 10) : 0;
  for (let attempt = 0; ; attempt++) {
    // A caller that just wrote the stream may pass what it knows; a conflict falls back to reading.
    const { state, version } = attempt === 0 && options.known ? options.known : await load(store, streamId, decider);
    if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
      return new DomainError('version_conflict', { expected: options.expectedVersion, actual: version });
    }
    const decided = decider.decide(command, state);
    if (decided instanceof DomainError) return decided;
    if (decided.length === 0) return { events: [], state, version, position: null };
    const metadata = metadataFor(ctx);
    try {
      const result = await store.append(
        streamId,
        decided.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
        version === -1 ? 'no_stream' : version,
      );
      const next = decided.reduce((s, e) => decider.evolve(s, e), state);
      return { events: decided, state: next, version: result.nextExpectedVersion, position: result.position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < retries) continue;
      if (error instanceof WrongExpectedVersionError) {
        return new DomainError('version_conflict', { expected: options.expectedVersion ?? version, actual: error.actual });
      }
      throw error;
    }
  }
}

async function load<S, E extends DomainEvent>(store: EventStore, streamId: string, decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>) {
  const history = await store.readStream(streamId);
  let state = decider.initialState;
  for (const e of history) state = decider.evolve(state, { type: e.type, data: e.data } as E);
  return { state, version: history.length ? history[history.length - 1].streamVersion : -1 };
}

import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMetadata } from '@kb/contracts';
import { WrongExpectedVersionError } from '../../event-store/errors.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import type { Position } from '../../event-store/position.js';
import { DomainError, type Decider } from './decider.js';
import { foldedStreams, keep, keptFold, load } from './folded-streams.js';
import { appendConflicts, appendDuration, appendedEvents, since } from '../../observability/metrics.js';
import { currentTraceparent, inSpan } from '../../observability/tracing.js';

/**
 * Who, why and when, carried into every event a command appends. One per request (see
 * `shared/http/command-context.ts`); what a command causes in turn keeps the correlation id and
 * names its cause with {@link causedBy}.
 */
export interface CommandContext {
  actor: string;
  correlationId?: string;
  causationId?: string | null;
  now: Date;
}

/** The context of work caused by an event of the same request (the reply to a question). */
export const causedBy = (ctx: CommandContext, eventId: string, now: Date): CommandContext => ({ ...ctx, causationId: eventId, now });

export interface CommandResult<S, E> {
  events: E[];
  /** Ids of the appended events, in order: what later events name as their causation. */
  eventIds: string[];
  state: S;
  /** Stream version after the append (-1 when nothing was appended and the stream is empty). */
  version: number;
  position: Position | null;
}

export interface CommandOptions<S, C = never> {
  /** The stream version (from 0) the caller saw; a mismatch is a `version_conflict`. Without it conflicts are retried. */
  expectedVersion?: number;
  /** Conflicts decided again before giving up (default 20, each after a short random wait). */
  retries?: number;
  /** What a caller that just wrote the stream knows; a conflict falls back to reading. */
  known?: { state: S; version: number };
  /**
   * The caller pushes the change to the browsers itself once the append committed: the events carry
   * `pushedAtAppend: true` and the read model's push skips them. Default off.
   */
  pushedAtAppend?: boolean;
  /**
   * Decide on the state this process last folded or wrote for the stream (the last
   * {@link FOLDED_STREAMS_KEPT} streams), without reading the stream first. Only where every write
   * goes through a command with its expected version: another instance's write makes the append a
   * conflict, decided again on the stream as it is; a refusal or a no-op decided on the kept state
   * is checked against the stream before it is returned. Not with `expectedVersion` (checked on the stream).
   */
  trustKept?: boolean;
  /**
   * Commands decided after the first, each on the state the ones before it left, and appended with
   * it as one append (all or nothing). Each step's events carry its own context; a function is
   * given the ids of the events decided before the step (what its events name as their cause).
   */
  then?: Array<Step<C>>;
}

/** A command appended after another in the same append (`CommandOptions.then`). */
export interface Step<C> {
  command: C;
  ctx: CommandContext | ((earlierIds: readonly string[]) => CommandContext);
}

export { FOLDED_STREAMS_KEPT, load } from './folded-streams.js';

export const metadataFor = (ctx: CommandContext, options: { pushedAtAppend?: boolean } = {}): EventMetadata => {
  const traceparent = currentTraceparent();
  return {
    actor: ctx.actor,
    correlationId: ctx.correlationId ?? randomUUID(),
    causationId: ctx.causationId ?? null,
    at: ctx.now.toISOString(),
    ...(traceparent ? { traceparent } : {}),
    ...(options.pushedAtAppend ? { pushedAtAppend: true } : {}),
  };
};

/**
 * Load, decide, append with the expected version. With `expectedVersion` given a stale caller gets
 * the conflict, unless the command is refused on the current state anyway (editing a deleted
 * document is a not_found, not a conflict); without it a conflict means someone else wrote first,
 * so the command is decided again on the new state (each concurrent edit is recorded, none lost).
 * Prefer `CommandRunner`, which also waits for the read models; this is for fire-and-forget records.
 */
export function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  ctx: CommandContext,
  options: CommandOptions<S, C> = {},
): Promise<CommandResult<S, E> | DomainError> {
  const type = (command as { type?: unknown })?.type;
  const steps: Array<Step<C>> = [{ command, ctx }, ...(options.then ?? [])];
  return inSpan(
    `command ${typeof type === 'string' ? type : 'unknown'}`,
    { 'kb.stream': streamId.split('-')[0], 'kb.correlation_id': ctx.correlationId ?? '' },
    () => decideAndAppend(store, streamId, decider, steps, options),
  );
}

/**
 * What the command (and its `then` steps) would append, decided as `handleCommand` would decide it
 * now, appending nothing: `known` is the state and version it was decided on (pass both on, with
 * `expectedVersion`, to append exactly that), `state` the state after it.
 */
export async function decideCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  ctx: CommandContext,
  options: CommandOptions<S, C> = {},
): Promise<{ events: E[]; state: S; known: { state: S; version: number } } | DomainError> {
  const { state, version, decided } = await decideOn(store, streamId, decider, [{ command, ctx }, ...(options.then ?? [])], options, 0);
  if (decided instanceof DomainError) return decided;
  return { events: decided.events, state: decided.after, known: { state, version } };
}

async function decideAndAppend<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  steps: Array<Step<C>>,
  options: CommandOptions<S, C>,
): Promise<CommandResult<S, E> | DomainError> {
  const retries = options.expectedVersion === undefined ? (options.retries ?? DEFAULT_RETRIES) : 0;
  for (let attempt = 0; ; attempt++) {
    // Commands on one stream in this process take turns (another instance may still race: retried below).
    const outcome = await oneAtATime(store, streamId, () => attemptOnce(store, streamId, decider, steps, options, attempt));
    if (!(outcome instanceof WrongExpectedVersionError)) return outcome;
    const error = outcome;
    appendConflicts.inc();
    if (attempt < retries) {
      // Apart, at random: two instances that collided would otherwise collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));
      continue;
    }
    // Decided again on what is there now: a refusal beats the conflict.
    const now = await load(store, streamId, decider);
    const refused = decideSteps(decider, steps, now.state);
    if (refused instanceof DomainError) return refused;
    return new DomainError('version_conflict', { expected: options.expectedVersion ?? now.version, actual: error.actual });
  }
}

/** Conflicts a command without an expected version decides again (issue 44: 10 without a pause let 1 add in 7 fail under four writers). */
const DEFAULT_RETRIES = 20;

/** Each step decided on the state the steps before it left; each event with the context of its step; the state after them all. */
function decideSteps<S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  steps: Array<Step<C>>,
  state: S,
): { events: E[]; contexts: Array<Step<C>['ctx']>; after: S } | DomainError {
  const events: E[] = [];
  const contexts: Array<Step<C>['ctx']> = [];
  for (const step of steps) {
    const decided = decider.decide(step.command, state);
    if (decided instanceof DomainError) return decided;
    state = decided.reduce((s, e) => decider.evolve(s, e), state);
    events.push(...decided);
    contexts.push(...decided.map(() => step.ctx));
  }
  return { events, contexts, after: state };
}

/** The state to decide on (kept, known or read) and the decision on it. */
async function decideOn<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  steps: Array<Step<C>>,
  options: CommandOptions<S, C>,
  attempt: number,
) {
  const kept =
    attempt === 0
      ? (options.known ?? (options.trustKept && options.expectedVersion === undefined ? keptFold<S>(store, decider, streamId) : undefined))
      : undefined;
  let { state, version } = kept ?? (await load(store, streamId, decider));
  let decided = decideSteps(decider, steps, state);
  if (kept && !options.known && (decided instanceof DomainError || decided.events.length === 0)) {
    // Another instance may have written since: a refusal or a no-op holds only on the stream as it is.
    ({ state, version } = await load(store, streamId, decider));
    decided = decideSteps(decider, steps, state);
  }
  return { state, version, decided };
}

/** One load, decide and append; a version conflict comes back as the error, to be retried outside the turn. */
async function attemptOnce<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  steps: Array<Step<C>>,
  options: CommandOptions<S, C>,
  attempt: number,
): Promise<CommandResult<S, E> | DomainError | WrongExpectedVersionError> {
  const { state, version, decided } = await decideOn(store, streamId, decider, steps, options, attempt);
  if (decided instanceof DomainError) return decided;
  if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
    return new DomainError('version_conflict', { expected: options.expectedVersion, actual: version });
  }
  const { events, contexts, after: next } = decided;
  if (events.length === 0) return { events: [], eventIds: [], state, version, position: null };
  try {
    const started = process.hrtime.bigint();
    const { result, recorded } = await inSpan('event append', { 'kb.events': events.map((e) => e.type).join(',') }, async () => {
      // Inside the append span: the events' traceparent names it, so their projection joins here.
      const ids = events.map(() => randomUUID());
      const metadata = new Map<Step<C>['ctx'], EventMetadata>();
      const metadataOf = (i: number) => {
        const step = contexts[i];
        if (!metadata.has(step)) {
          const ctx = typeof step === 'function' ? step(ids.slice(0, i)) : step;
          metadata.set(step, metadataFor(ctx, { pushedAtAppend: options.pushedAtAppend }));
        }
        return metadata.get(step)!;
      };
      const recorded = events.map((e, i) => ({ id: ids[i], type: e.type, data: e.data, metadata: metadataOf(i) }));
      return { result: await store.append(streamId, recorded, version === -1 ? 'no_stream' : version), recorded };
    });
    appendDuration.observe(since(started));
    appendedEvents.inc(recorded.length);
    // The next command on this stream reads from here.
    keep(foldedStreams(store, decider), streamId, {
      state: next,
      version: result.nextExpectedVersion,
      lastId: recorded[recorded.length - 1].id,
    });
    return {
      events,
      eventIds: recorded.map((e) => e.id),
      state: next,
      version: result.nextExpectedVersion,
      position: result.position,
    };
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    return error;
  }
}

/** The turn each stream's commands take in this process, per store. */
const turnsByStore = new WeakMap<EventStore, Map<string, Promise<void>>>();

/**
 * Runs `work` once every earlier command on `streamId` in this process has appended or given up:
 * concurrent adds to a shared stream (the glossary's, the categories') no longer race each other
 * inside one instance, and a conflict can only come from another instance.
 */
async function oneAtATime<T>(store: EventStore, streamId: string, work: () => Promise<T>): Promise<T> {
  let turns = turnsByStore.get(store);
  if (!turns) turnsByStore.set(store, (turns = new Map()));
  const before = turns.get(streamId) ?? Promise.resolve();
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const mine = before.then(() => finished);
  turns.set(streamId, mine);
  await before;
  try {
    return await work();
  } finally {
    done();
    if (turns.get(streamId) === mine) turns.delete(streamId);
  }
}

import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMetadata } from '@kb/contracts';
import { WrongExpectedVersionError } from '../../event-store/errors.js';
import type { EventStore, StoredEvent } from '../../event-store/event-store.port.js';
import type { Position } from '../../event-store/position.js';
import { DomainError, decodeEvent, type Decider } from './decider.js';
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

export interface CommandOptions<S> {
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
}

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
  options: CommandOptions<S> = {},
): Promise<CommandResult<S, E> | DomainError> {
  const type = (command as { type?: unknown })?.type;
  return inSpan(
    `command ${typeof type === 'string' ? type : 'unknown'}`,
    { 'kb.stream': streamId.split('-')[0], 'kb.correlation_id': ctx.correlationId ?? '' },
    () => decideAndAppend(store, streamId, decider, command, ctx, options),
  );
}

async function decideAndAppend<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  ctx: CommandContext,
  options: CommandOptions<S>,
): Promise<CommandResult<S, E> | DomainError> {
  const retries = options.expectedVersion === undefined ? (options.retries ?? DEFAULT_RETRIES) : 0;
  for (let attempt = 0; ; attempt++) {
    // Commands on one stream in this process take turns (another instance may still race: retried below).
    const outcome = await oneAtATime(store, streamId, () => attemptOnce(store, streamId, decider, command, ctx, options, attempt));
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
    const refused = decider.decide(command, now.state);
    if (refused instanceof DomainError) return refused;
    return new DomainError('version_conflict', { expected: options.expectedVersion ?? now.version, actual: error.actual });
  }
}

/** Conflicts a command without an expected version decides again (issue 44: 10 without a pause let 1 add in 7 fail under four writers). */
const DEFAULT_RETRIES = 20;

/** One load, decide and append; a version conflict comes back as the error, to be retried outside the turn. */
async function attemptOnce<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  ctx: CommandContext,
  options: CommandOptions<S>,
  attempt: number,
): Promise<CommandResult<S, E> | DomainError | WrongExpectedVersionError> {
  const kept =
    attempt === 0
      ? (options.known ?? (options.trustKept && options.expectedVersion === undefined ? keptFold<S>(store, decider, streamId) : undefined))
      : undefined;
  let { state, version } = kept ?? (await load(store, streamId, decider));
  let decided = decider.decide(command, state);
  if (kept && !options.known && (decided instanceof DomainError || decided.length === 0)) {
    // Another instance may have written since: a refusal or a no-op holds only on the stream as it is.
    ({ state, version } = await load(store, streamId, decider));
    decided = decider.decide(command, state);
  }
  if (decided instanceof DomainError) return decided;
  if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
    return new DomainError('version_conflict', { expected: options.expectedVersion, actual: version });
  }
  if (decided.length === 0) return { events: [], eventIds: [], state, version, position: null };
  try {
    const started = process.hrtime.bigint();
    const { result, recorded } = await inSpan('event append', { 'kb.events': decided.map((e) => e.type).join(',') }, async () => {
      // Inside the append span: the events' traceparent names it, so their projection joins here.
      const metadata = metadataFor(ctx, { pushedAtAppend: options.pushedAtAppend });
      const recorded = decided.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata }));
      return { result: await store.append(streamId, recorded, version === -1 ? 'no_stream' : version), recorded };
    });
    appendDuration.observe(since(started));
    appendedEvents.inc(recorded.length);
    const next = decided.reduce((s, e) => decider.evolve(s, e), state);
    // The next command on this stream reads from here.
    keep(foldedStreams(store, decider), streamId, {
      state: next,
      version: result.nextExpectedVersion,
      lastId: recorded[recorded.length - 1].id,
    });
    return {
      events: decided,
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

/** Streams whose folded state is kept, per store and decider (the most recently used). */
export const FOLDED_STREAMS_KEPT = 1_000;

interface Folded {
  state: unknown;
  version: number;
  /** Id of the event at `version`: a stream rewritten under the same name is read again whole. */
  lastId: string;
}

/**
 * The last folded state of recently used streams, per store (a test's second app never sees the
 * first's) and decider. A stream is read from its last folded event on: a conversation of n
 * messages used to be read and folded whole (n events, each copying the state's records) for every
 * message sent to it, which grew with the square of its length. States are never mutated
 * (`evolve` returns a new one; the decider specifications fold frozen states), so one can be shared.
 */
const foldedByStore = new WeakMap<EventStore, WeakMap<object, Map<string, Folded>>>();

function foldedStreams(store: EventStore, decider: object): Map<string, Folded> {
  let byDecider = foldedByStore.get(store);
  if (!byDecider) foldedByStore.set(store, (byDecider = new WeakMap()));
  let streams = byDecider.get(decider);
  if (!streams) byDecider.set(decider, (streams = new Map()));
  return streams;
}

/** The state and version this process last folded or wrote for the stream, if it still keeps them. */
function keptFold<S>(store: EventStore, decider: object, streamId: string): { state: S; version: number } | undefined {
  const streams = foldedStreams(store, decider);
  const folded = streams.get(streamId);
  if (!folded) return undefined;
  // Used again: the least recently used stream goes first.
  keep(streams, streamId, folded);
  return { state: folded.state as S, version: folded.version };
}

function keep(streams: Map<string, Folded>, streamId: string, folded: Folded): void {
  streams.delete(streamId);
  streams.set(streamId, folded);
  if (streams.size > FOLDED_STREAMS_KEPT) streams.delete(streams.keys().next().value!);
}

/** A stream's state and version, folded from its events (from the last fold kept, when there is one). */
export async function load<S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>,
) {
  const streams = foldedStreams(store, decider);
  const known = streams.get(streamId);
  let state = decider.initialState;
  let version = -1;
  let lastId = '';
  let history: StoredEvent[] | null = null;
  if (known) {
    const tail = await store.readStream(streamId, { fromVersion: known.version });
    if (tail[0]?.id === known.lastId && tail[0].streamVersion === known.version) {
      state = known.state as S;
      version = known.version;
      lastId = known.lastId;
      history = tail.slice(1);
    }
  }
  history ??= await store.readStream(streamId);
  for (const e of history) state = decider.evolve(state, decodeEvent<E>(e));
  const last = history.at(-1);
  if (last) {
    version = last.streamVersion;
    lastId = last.id;
  }
  if (version >= 0) keep(streams, streamId, { state, version, lastId });
  return { state, version };
}

import type { DomainEvent } from '@kb/contracts';
import type { EventStore, StoredEvent } from '../../event-store/event-store.port.js';
import { decodeEvent, type Decider } from './decider.js';

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

export function foldedStreams(store: EventStore, decider: object): Map<string, Folded> {
  let byDecider = foldedByStore.get(store);
  if (!byDecider) foldedByStore.set(store, (byDecider = new WeakMap()));
  let streams = byDecider.get(decider);
  if (!streams) byDecider.set(decider, (streams = new Map()));
  return streams;
}

/** The state and version this process last folded or wrote for the stream, if it still keeps them. */
export function keptFold<S>(store: EventStore, decider: object, streamId: string): { state: S; version: number } | undefined {
  const streams = foldedStreams(store, decider);
  const folded = streams.get(streamId);
  if (!folded) return undefined;
  // Used again: the least recently used stream goes first.
  keep(streams, streamId, folded);
  return { state: folded.state as S, version: folded.version };
}

export function keep(streams: Map<string, Folded>, streamId: string, folded: Folded): void {
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

import type { EventMetadata, RecordedEvent } from '@kb/contracts';
import type { ExpectedVersion } from './errors.js';
import type { Position } from './position.js';

export interface NewEvent {
  /** UUID; the idempotency key. A retried append with the same ids is not stored twice. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  schemaVersion?: number;
}

export interface StoredEvent extends RecordedEvent {
  globalPosition: Position;
}

export interface AppendResult {
  /** Version of the stream's last event after the append. */
  nextExpectedVersion: number;
  /** Position of the last appended event. */
  position: Position;
}

export interface SubscribeOptions {
  from?: Position | null;
  signal?: AbortSignal;
  /** Events per read while catching up. */
  batchSize?: number;
}

/**
 * Events of the store column by column, `data` and `metadata` as the JSON text the store keeps:
 * for a reader that hashes them in worker threads (arrays of strings copy over cheaply; the JSON
 * is parsed there). `last` is the position of the last event, null when there is none.
 */
export interface EventColumns {
  ids: string[];
  streamIds: string[];
  versions: number[];
  types: string[];
  data: string[];
  metadata: string[];
  last: Position | null;
}

/**
 * A page of events of some types (EventStore.readTyped) and how far the read looked: `through` is
 * the position of the last event of any type it passed (a projector is caught up to there), null
 * when the store is empty.
 */
export interface TypedPage {
  events: StoredEvent[];
  through: Position | null;
}

/** The event-store port (DESIGN.md decision 3). Adapters: Postgres (PGlite or server), KurrentDB. */
export interface EventStore {
  readonly adapter: 'postgres' | 'kurrentdb';
  init(): Promise<void>;
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromVersion?: number; maxCount?: number }): Promise<StoredEvent[]>;
  /** Events strictly after `from` (from the start when omitted), in the store's global order. */
  readAll(options?: { from?: Position | null; maxCount?: number; types?: string[] }): Promise<StoredEvent[]>;
  /** As readAll, column by column with the JSON unparsed; adapters without it are read through readAll. */
  readAllColumns?(options: { from?: Position | null; maxCount: number }): Promise<EventColumns>;
  /**
   * Events of `types` only, strictly after `from`: at most `maxCount`, and `through` is the last of
   * them when the page is full, the head of the store otherwise. A catch-up of a projector that
   * reacts to a few types reads no other event (adapters without it are read through readAll).
   */
  readTyped?(options: { from?: Position | null; types: readonly string[]; maxCount: number }): Promise<TypedPage>;
  /** Catch-up then live. Ends when `signal` aborts. */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<StoredEvent>;
  /** Position of the newest event a reader may see, or null when the store is empty. */
  headPosition(): Promise<Position | null>;
  /**
   * Position of the newest committed event, whether readers may see it yet or not (Postgres: an older
   * transaction still open hides it): a position to wait for, never one to read from, as an event
   * committed later may still come before it. Adapters whose readers see every commit leave it out.
   */
  committedHeadPosition?(): Promise<Position | null>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

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

/** The event-store port (DESIGN.md decision 3). Adapters: Postgres (PGlite or server), KurrentDB. */
export interface EventStore {
  readonly adapter: 'postgres' | 'kurrentdb';
  init(): Promise<void>;
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromVersion?: number; maxCount?: number }): Promise<StoredEvent[]>;
  /** Events strictly after `from` (from the start when omitted), in the store's global order. */
  readAll(options?: { from?: Position | null; maxCount?: number; types?: string[] }): Promise<StoredEvent[]>;
  /** Catch-up then live. Ends when `signal` aborts. */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<StoredEvent>;
  /** Position of the newest event a reader may see, or null when the store is empty. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

import {
  FORWARDS,
  START,
  END,
  BACKWARDS,
  KurrentDBClient,
  NO_STREAM,
  STREAM_EXISTS,
  ANY,
  excludeSystemEvents,
  jsonEvent,
  WrongExpectedVersionError as KurrentWrongVersion,
  StreamNotFoundError,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedVersionError, type ExpectedVersion } from '../errors.js';
import type { AppendResult, EventStore, NewEvent, StoredEvent, SubscribeOptions } from '../event-store.port.js';
import { comparePositions, formatPosition, type Position } from '../position.js';

/**
 * KurrentDB/EventStoreDB adapter. Positions are the server's (commit, prepare) pair; event ids are
 * the server's own idempotency keys. Covered by the conformance suite only when KURRENTDB_URL is set.
 */
export class KurrentDbEventStore implements EventStore {
  readonly adapter = 'kurrentdb' as const;
  private readonly client: KurrentDBClient;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString`${connectionString}`;
  }

  async init(): Promise<void> {
    // Fails fast when the server is unreachable.
    await this.headPosition();
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const streamState =
      expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : expected === 'stream_exists' ? STREAM_EXISTS : BigInt(expected);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({
            id: e.id,
            type: e.type,
            data: (e.data ?? {}) as JSONType,
            metadata: { ...e.metadata, schemaVersion: e.schemaVersion ?? 1 } as JSONType,
          }),
        ),
        { streamState },
      );
      const position = result.position
        ? { major: result.position.commit, minor: result.position.prepare }
        : ((await this.headPosition()) as Position);
      return { nextExpectedVersion: Number(result.nextExpectedRevision), position };
    } catch (error) {
      if (error instanceof KurrentWrongVersion) {
        const actual = typeof error.actualState === 'bigint' ? Number(error.actualState) : -1;
        throw new WrongExpectedVersionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: options.fromVersion ? BigInt(options.fromVersion) : START,
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      })) {
        const e = this.toEvent(resolved);
        if (e) out.push(e);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(options: { from?: Position | null; maxCount?: number; types?: string[] } = {}): Promise<StoredEvent[]> {
    const from = options.from ?? null;
    const max = options.maxCount ?? 1000;
    const out: StoredEvent[] = [];
    for await (const resolved of this.client.readAll({
      direction: FORWARDS,
      fromPosition: from ? { commit: from.major, prepare: from.minor } : START,
      filter: excludeSystemEvents(),
      maxCount: max + 1,
    })) {
      const e = this.toEvent(resolved);
      // readAll is inclusive of its starting position; the port is exclusive.
      if (!e || (from && comparePositions(e.globalPosition, from) <= 0)) continue;
      if (options.types?.length && !options.types.includes(e.type)) continue;
      out.push(e);
      if (out.length >= max) break;
    }
    return out;
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<StoredEvent> {
    const from = options.from ?? null;
    const subscription = this.client.subscribeToAll({
      fromPosition: from ? { commit: from.major, prepare: from.minor } : START,
      filter: excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    options.signal?.addEventListener('abort', stop);
    try {
      for await (const resolved of subscription) {
        if (options.signal?.aborted) return;
        const e = this.toEvent(resolved as AllStreamResolvedEvent);
        if (e && (!from || comparePositions(e.globalPosition, from) > 0)) yield e;
      }
    } finally {
      options.signal?.removeEventListener('abort', stop);
      await subscription.unsubscribe().catch(() => undefined);
    }
  }

  async headPosition(): Promise<Position | null> {
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      const e = this.toEvent(resolved);
      if (e) return e.globalPosition;
    }
    return null;
  }

  private toEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | null {
    const event = resolved.event;
    if (!event || event.type.startsWith('$')) return null;
    const commit = (resolved as { commitPosition?: bigint }).commitPosition ?? 0n;
    const globalPosition: Position = event.position
      ? { major: event.position.commit, minor: event.position.prepare }
      : { major: commit, minor: commit };
    const { schemaVersion, ...metadata } = (event.metadata ?? {}) as unknown as StoredEvent['metadata'] & { schemaVersion?: number };
    return {
      id: event.id,
      streamId: event.streamId,
      streamVersion: Number(event.revision),
      position: formatPosition(globalPosition),
      globalPosition,
      type: event.type,
      data: event.data,
      schemaVersion: schemaVersion ?? 1,
      metadata,
      recordedAt: event.created.toISOString(),
    };
  }
}

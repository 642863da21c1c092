/** Optimistic concurrency failure: the stream was not at the version the caller decided on. */
export class WrongExpectedVersionError extends Error {
  readonly kind = 'wrong_expected_version' as const;
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
  }
}

/** Some, but not all, of the appended event ids already exist: not a retry, a real clash. */
export class DuplicateEventIdError extends Error {
  readonly kind = 'duplicate_event_id' as const;
  constructor(readonly ids: string[]) {
    super(`Event ids already recorded: ${ids.join(', ')}`);
  }
}

/**
 * Expected version of a stream before an append: a number (the version of its last event, 0-based),
 * 'no_stream' (must not exist), 'stream_exists', or 'any'.
 */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any';

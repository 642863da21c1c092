/** Metadata carried with every event. */
export interface EventMetadata {
  /** User id of whoever caused the change; 'system' for seeding and migrations. */
  actor: string;
  correlationId: string;
  causationId?: string | null;
  /** ISO time the command was handled. */
  at: string;
  /**
   * W3C trace context of the command that appended the event, when tracing is on: work the event
   * causes later (projections, pushes) joins that trace, and the audit view shows its trace id.
   */
  traceparent?: string;
  /**
   * The command that appended the event pushed its change to the browsers as soon as the append
   * committed (documents: the row follows from the events and the previous row); the read model's
   * push skips it. Absent on older events and on writers that leave the push to the read model.
   */
  pushedAtAppend?: boolean;
}

/** A domain event: past-tense `type`, `data`, schema `version`. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** An event as stored and read back. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  id: string;
  streamId: string;
  /** 0-based position within its stream. */
  streamVersion: number;
  /** Global position in the store's order, as a decimal string (fits KurrentDB's commit position). */
  position: string;
  type: E['type'];
  data: E['data'];
  schemaVersion: number;
  metadata: EventMetadata;
  recordedAt: string;
}

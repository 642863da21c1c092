import type { AnswerReading } from '../events/conversations.js';
import type { CategoryCode, DocumentStatus } from '../categories.js';
import type { Language } from '../constants.js';

/**
 * The audit API (`/api/audit/*`, auditors and admins only). Positions here are ledger positions:
 * 1 for the first event of the log, then one more for each event in the store's global order.
 */

/** Who, why and when of an audited event. */
export interface AuditEventMetadata {
  /** User id of whoever caused the event; 'system' for seeding, 'anonymous' before sign-in. */
  actor: string;
  /** The actor's display name when the actor is a known user, else null. */
  actorName: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO time the command was handled. */
  at: string;
  /** OpenTelemetry trace id of the request that appended the event (present when tracing was on). */
  traceId?: string;
}

/** One event of the log as an auditor sees it. Secrets (password hashes) are replaced by `"[redacted]"`. */
export interface AuditEvent {
  position: number;
  /** The event's id in the store (its idempotency key). */
  id: string;
  streamId: string;
  /** 0-based version of the event within its stream. */
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: AuditEventMetadata;
  /** Hex SHA-256 of the chain up to and including this event (see {@link AuditDigest}). */
  hash: string;
}

/**
 * `GET /api/audit/events` and `GET /api/audit/events/export` filters. All optional; `from`/`to` are
 * ISO times (`from` inclusive, `to` exclusive); `after` is the position of the last event already
 * seen (pages are keyset pages: oldest first); `limit` 1–500, default 50.
 */
export interface AuditEventsQuery {
  stream?: string;
  type?: string;
  actor?: string;
  correlationId?: string;
  from?: string;
  to?: string;
  after?: number;
  limit?: number;
  /** 'asc' (default): oldest first, `after` = last position seen; 'desc': newest first, `after` = the smallest position seen. */
  order?: 'asc' | 'desc';
}

/** `GET /api/audit/actors`: who may appear as an actor, by name (auditors and admins only; no other account detail). */
export interface AuditActor {
  id: string;
  name: string;
}

/**
 * `GET /api/audit/documents?q=`: documents found by title for the timeline (issue 48), deleted ones
 * included, each under its latest title; `formerTitles` are the others it had, the query may match them.
 */
export interface AuditDocumentMatch {
  id: string;
  title: string;
  formerTitles: string[];
  deleted: boolean;
}

export interface AuditEventsPage {
  events: AuditEvent[];
  /** `after` for the next page; null when this page reached the end of the log so far. */
  next: number | null;
}

export type AuditExportFormat = 'jsonl' | 'csv';
/** CSV columns of the export, in order (`data` is the event data as JSON). */
export const AUDIT_CSV_COLUMNS = [
  'position',
  'id',
  'at',
  'actor',
  'actorName',
  'type',
  'streamId',
  'streamVersion',
  'correlationId',
  'causationId',
  'hash',
  'data',
] as const;

/** A document's fields as they were at some moment. */
export interface AuditDocumentState {
  id: string;
  title: string;
  content: string;
  category: CategoryCode;
  status: DocumentStatus;
  deleted: boolean;
  /** Number of events in the document's stream up to that moment (1 after creation). */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Who made the last change up to that moment. */
  updatedBy: string;
}

export interface AuditFieldChange {
  field: 'title' | 'content' | 'category' | 'status' | 'deleted';
  before: string | boolean | null;
  after: string | boolean | null;
}

/** One version of a document: what the event at `position` changed. */
export interface AuditDocumentVersion {
  version: number;
  position: number | null;
  type: string;
  at: string;
  actor: string;
  actorName: string | null;
  correlationId: string;
  changes: AuditFieldChange[];
}

/** `GET /api/audit/documents/{id}/history`: oldest first. */
export interface AuditDocumentHistory {
  documentId: string;
  versions: AuditDocumentVersion[];
}

/** `GET /api/audit/documents/{id}?asOf=<ISO>`: the document as it was then (404 before it existed). */
export interface AuditDocumentAsOf {
  asOf: string;
  document: AuditDocumentState;
}

/** `GET /api/audit/knowledge-base?asOf=&page=&limit=`: documents active at `asOf`, by title. */
export interface AuditKnowledgeBasePage {
  asOf: string;
  documents: AuditDocumentState[];
  total: number;
  page: number;
  limit: number;
}

/** One source of a reply: the document as it was when the reply was given, and the passage quoted. */
export interface AuditProvenanceSource {
  documentId: string;
  /** The document's version at the moment of the reply (null if it could not be found then). */
  version: number | null;
  title: string;
  content: string | null;
  /** The passage of `content` the reply used; null when none could be located. */
  passage: string | null;
  /** `recorded`: the reply's event named version and passage; `derived`: reconstructed from the log by time. */
  basis: 'recorded' | 'derived';
}

/** `GET /api/audit/messages/{id}/provenance` (`id` of the reply or of its question). */
export interface AuditProvenance {
  /** The conversation the question was asked in; null for a question asked of one knowledge file. */
  conversationId: string | null;
  /** The knowledge file a question was asked of ("chat with file"); absent for a conversation's. */
  fileId?: string;
  ownerId: string;
  ownerName: string | null;
  question: { messageId: string; content: string; language: Language; at: string; position: number | null };
  /** The reply, with how its question was read before searching (`reading`: null on replies recorded before issue 45). */
  reply: {
    messageId: string;
    content: string;
    mode: string;
    error: string | null;
    at: string;
    position: number | null;
    reading: AnswerReading | null;
  } | null;
  sources: AuditProvenanceSource[];
}

/** `GET /api/audit/digest`: the head of the hash chain. Keep it outside the system to verify later. */
export interface AuditDigest {
  /** Ledger position of the newest chained event (0 for an empty log). */
  position: number;
  /** Hex SHA-256 chain hash at `position`: H(previous hash ‖ canonical event); 64 zeros before the first. */
  hash: string;
  /** Time of the event at `position`. */
  at: string | null;
}

/** `POST /api/audit/verify` body: a digest saved earlier, or nothing to check the whole chain. */
export interface AuditVerifyRequest {
  position?: number;
  hash?: string;
}

export interface AuditVerifyResult {
  ok: boolean;
  checkedEvents: number;
  /** Ledger position of the first event whose recomputed hash does not match. */
  firstBrokenPosition?: number;
}

import type { KnowledgeDocument } from '../rest/documents.js';
import type { Conversation, Message } from '../rest/conversations.js';
import type { Role } from '../rest/auth.js';
import type { KnowledgeFile } from '../rest/knowledge-files.js';
import type { GlossaryEntry } from '../rest/glossary.js';
import type { SavedItem } from '../rest/saved-items.js';

export interface DocumentChangedPayload {
  id: string;
  change: 'created' | 'updated' | 'deleted';
  /** The document after the change; null after deletion. */
  document: KnowledgeDocument | null;
}
export interface AssistantTypingPayload {
  conversationId: string;
  typing: boolean;
}
export interface AssistantDeltaPayload {
  conversationId: string;
  messageId: string;
  delta: string;
  /**
   * How many characters of the reply came before this delta. A tab whose first delta of a reply
   * has an offset above 0 joined while it was being written (a page loaded mid-reply): it shows
   * the assistant typing, not the reply's tail, until the final message arrives.
   */
  offset: number;
}
export interface ConversationDeletedPayload {
  id: string;
}
/** A new event entered the log: its metadata only, never its data (auditors' and admins' sockets). */
export interface AuditAppendedPayload {
  position: number;
  id: string;
  streamId: string;
  streamVersion: number;
  type: string;
  metadata: {
    actor: string;
    /** The actor's name (issue 48: the live tail names people as the log does); null for system and anonymous. */
    actorName?: string | null;
    correlationId: string;
    causationId: string | null;
    at: string;
  };
  hash: string;
}

/** A knowledge file of the receiver changed (status, flag, description) or was deleted; to its owner's tabs only. */
export interface FileChangedPayload {
  id: string;
  change: 'created' | 'updated' | 'deleted';
  /** The file as `GET /api/knowledge-files` lists it now; null after deletion. */
  file: KnowledgeFile | null;
}

/** A glossary entry was added, changed or removed (admins' sockets). */
export interface GlossaryChangedPayload {
  id: string;
  change: 'created' | 'updated' | 'deleted';
  /** The entry as `GET /api/glossary` lists it now; null after removal. */
  entry: GlossaryEntry | null;
}

/** One of the receiver's saved items was added, removed, restored or changed (its conversation renamed or deleted); to its owner's tabs only. */
export interface SavedChangedPayload {
  id: string;
  change: 'created' | 'updated' | 'deleted';
  /** The item as `GET /api/saved` lists it now; null once removed. */
  item: SavedItem | null;
}

/** Server → client events (Socket.IO typed events). */
export interface ServerToClientEvents {
  'document:changed': (payload: DocumentChangedPayload) => void;
  /** The knowledge-base updates or this user's read marker changed: refetch `GET /api/notifications`. */
  'kb-updates:changed': () => void;
  'conversation:created': (conversation: Conversation) => void;
  'conversation:updated': (conversation: Conversation) => void;
  'conversation:deleted': (payload: ConversationDeletedPayload) => void;
  /**
   * New messages of one of the receiver's conversations, in the order they were recorded: a
   * question and the reply recorded with it arrive in one push, one message otherwise.
   */
  'messages:created': (messages: Message[]) => void;
  'assistant:typing': (payload: AssistantTypingPayload) => void;
  'assistant:delta': (payload: AssistantDeltaPayload) => void;
  'session:ended': () => void;
  /** This user's account changed (role, name): refetch the session. */
  'session:changed': () => void;
  /** New activity reached the admin figures (admins' sockets): refetch the overview. */
  'analytics:changed': () => void;
  'audit:appended': (payload: AuditAppendedPayload) => void;
  'file:changed': (payload: FileChangedPayload) => void;
  'glossary:changed': (payload: GlossaryChangedPayload) => void;
  /** An admin added, renamed or retired a category (issue 31): refetch the categories. */
  'categories:changed': () => void;
  /** The receiver's saved items changed (issue 48), in this tab or another. */
  'saved:changed': (payload: SavedChangedPayload) => void;
}

/** Client → server events. */
export interface ClientToServerEvents {
  /** Round trip for latency measurement and liveness. */
  ping: (payload: { t: number }, ack: (reply: { t: number }) => void) => void;
}

/** Between the app instances of one deployment (Socket.IO `serverSideEmit`, through Redis). */
export interface InterServerEvents {
  noop: () => void;
  /**
   * A document change was pushed at its append, at this event-store position ("major/minor"): a
   * read of the documents on any instance waits until its read model has passed it, so a tab that
   * refetches after the push never sees the state before it.
   */
  'documents:pushed': (position: string) => void;
}

export interface SocketData {
  userId: string;
  sessionId: string;
  role: Role;
}

export const roomForUser = (userId: string) => `user:${userId}`;
export const roomForSession = (sessionId: string) => `session:${sessionId}`;
export const ADMINS_ROOM = 'admins';
/** Auditors and admins: the live tail of the audit log. */
export const AUDITORS_ROOM = 'auditors';
export const SIGNED_IN_ROOM = 'signed-in';

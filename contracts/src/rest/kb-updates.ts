/** What changed in the knowledge base, as the notifications menu lists it. */
export type KbUpdateKind = 'published' | 'updated' | 'archived';
export interface KbUpdate {
  /** The id of the event that made the change. */
  id: string;
  kind: KbUpdateKind;
  documentId: string;
  /** The document's title when it changed. */
  title: string;
  at: string;
  /** False until the user marked the updates up to it read. */
  read: boolean;
}
/** `GET /api/notifications`: the newest updates, newest first, and how many the user has not seen. */
export interface KbUpdatesResponse {
  updates: KbUpdate[];
  unread: number;
}
/** `POST /api/notifications/read`: marks every update up to `upTo` (the newest one shown) read. */
export interface MarkKbUpdatesReadRequest {
  upTo: string;
}

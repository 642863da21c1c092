import type { AuditDocumentHistory, AuditDocumentVersion, AuditFieldChange } from '@kb/contracts';

const DOCUMENT_STREAM = /^document-(.+)$/;

/** The document id of a `document-{id}` stream, else null. */
export function documentIdOf(streamId: string): string | null {
  return DOCUMENT_STREAM.exec(streamId)?.[1] ?? null;
}

/** Questions and answers whose provenance the audit API explains (a conversation's, and those asked of one file). */
const EXPLAINED = new Set(['MessagePosted', 'AssistantReplied', 'FileQuestionAsked', 'FileQuestionAnswered']);

/** The message an event is about, for the events whose reply can be explained. */
export function provenanceMessageId(type: string, data: unknown): string | null {
  if (!EXPLAINED.has(type)) return null;
  const id = (data as { messageId?: unknown } | null)?.messageId;
  return typeof id === 'string' && id ? id : null;
}

/**
 * The field changes made by the event at `position` of a document's stream, from the document's
 * history (which folds the stream, so it knows the value before); null when the history does not
 * hold that event. Falls back to the stream version when the ledger has not placed it yet.
 */
export function changesAt(history: AuditDocumentHistory | undefined, position: number, streamVersion?: number): AuditFieldChange[] | null {
  if (!history) return null;
  const version =
    history.versions.find((v) => v.position === position) ??
    (streamVersion === undefined ? undefined : history.versions.find((v) => v.position === null && v.version === streamVersion + 1));
  return version ? version.changes : null;
}

/** A change shown in text: booleans and missing values spelled out by the caller's words. */
export function changeText(value: AuditFieldChange['before'], words: { yes: string; no: string; none: string }): string {
  if (value === null) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return value;
}

/**
 * The version in force at a moment: the last one at or before `time` (versions oldest first);
 * -1 when the moment is before the first.
 */
export function versionIndexAt(versions: readonly Pick<AuditDocumentVersion, 'at'>[], time: number): number {
  let found = -1;
  versions.forEach((v, i) => {
    if (new Date(v.at).getTime() <= time) found = i;
  });
  return found;
}

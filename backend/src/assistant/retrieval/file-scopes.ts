/**
 * Where a knowledge file's chunks sit in the index (scopes are separate buckets of one BM25 index,
 * sharing its statistics, so scores of different scopes compare):
 * - every ready file under its own scope, for the per-file chat (whether or not it is a source);
 * - a knowledge source also under its owner's scope, or under the shared one when an admin uploaded it.
 * The shared knowledge base (documents) is the unnamed scope ''.
 */
export const DOCUMENTS_SCOPE = '';
export const SHARED_FILES_SCOPE = 'files:shared';
export const ownerFilesScope = (ownerId: string) => `files:owner:${ownerId}`;
export const singleFileScope = (fileId: string) => `file:${fileId}`;

/** Index id of a file's copy in its own scope (one id can live in one scope only). */
export const singleFileEntryId = (fileId: string) => `${fileId}~single`;
/** The file id behind an index id of either kind. */
export const fileIdOfEntry = (entryId: string) => entryId.replace(/~single$/, '');

/** Scopes a question may search: documents, shared files, and the asker's own files. */
export function scopesFor(askerId: string | undefined): string[] {
  return askerId ? [DOCUMENTS_SCOPE, SHARED_FILES_SCOPE, ownerFilesScope(askerId)] : [DOCUMENTS_SCOPE, SHARED_FILES_SCOPE];
}

import type { ReplySourceVersion } from '@kb/contracts';
import type { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import { fileIdOfEntry } from '../retrieval/file-scopes.js';

/**
 * Quoted passages with the version of their document (or knowledge file) the index held when it
 * answered, named as the reply's sources name them (a file by its id, not its index entry's).
 */
export function versionsOf(index: RetrievalIndex, quoted: readonly { documentId: string; passage: string }[]): ReplySourceVersion[] {
  return quoted.flatMap(({ documentId, passage }) => {
    const version = index.versionOf(documentId);
    return version === undefined ? [] : [{ documentId: fileIdOfEntry(documentId), version, passage }];
  });
}

import type { FileChangedPayload, KnowledgeFile } from '@kb/contracts';

/** Newest first, as the server lists them. */
const newestFirst = (a: KnowledgeFile, b: KnowledgeFile) => b.createdAt.localeCompare(a.createdAt);

/** Puts `file` in the list (replacing its older self), keeping newest first. Mutates the draft. */
export function upsertFile(files: KnowledgeFile[], file: KnowledgeFile): void {
  const at = files.findIndex((f) => f.id === file.id);
  if (at >= 0) files[at] = file;
  else files.push(file);
  files.sort(newestFirst);
}

export function removeFile(files: KnowledgeFile[], id: string): void {
  const at = files.findIndex((f) => f.id === id);
  if (at >= 0) files.splice(at, 1);
}

/**
 * How a `file:changed` push changes the cached list (idempotent: our own upload arrives twice). A chat
 * attachment is not one of the knowledge files until it is saved as one.
 */
export function applyFileChange(files: KnowledgeFile[], { id, change, file }: FileChangedPayload): void {
  if (change === 'deleted' || file === null || file.chatAttachment) removeFile(files, id);
  else upsertFile(files, file);
}

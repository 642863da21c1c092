import { KNOWLEDGE_FILE_EVENT_TYPES, type KnowledgeFileEvent } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import type { Bm25Index } from './bm25-index.js';
import { ownerFilesScope, SHARED_FILES_SCOPE, singleFileEntryId, singleFileScope } from './file-scopes.js';

/** Category recorded for a file's hits (files have none of their own). */
export const FILE_CATEGORY = 'knowledge_file';

interface FileEntry {
  ownerId: string;
  shared: boolean;
  filename: string;
  isSource: boolean;
  /** Null until the text is extracted (and after a failed extraction). */
  text: string | null;
}

/**
 * Knowledge files in the retrieval index, driven by their events: a ready file is searchable in
 * its own scope; while it is a knowledge source also in its owner's scope (or the shared one when
 * an admin uploaded it). Switching the flag off or deleting removes its chunks.
 */
export class FileEntries {
  private readonly files = new Map<string, FileEntry>();

  constructor(private readonly index: () => Bm25Index) {}

  get(id: string): FileEntry | undefined {
    return this.files.get(id);
  }

  /** Applies a knowledge-file event; false for any other event. */
  apply(stored: StoredEvent): boolean {
    const e = decodeEventOf<KnowledgeFileEvent>(stored, KNOWLEDGE_FILE_EVENT_TYPES);
    if (!e) return false;
    const file = this.files.get(e.data.id);
    switch (e.type) {
      case 'KnowledgeFileUploaded':
        this.files.set(e.data.id, { ownerId: e.data.ownerId, shared: e.data.uploadedByAdmin, filename: e.data.originalFilename, isSource: e.data.isKnowledgeSource, text: null });
        return true;
      case 'KnowledgeFileTextExtracted':
        if (file) this.put(e.data.id, { ...file, text: e.data.text });
        return true;
      case 'KnowledgeFileExtractionFailed':
        return true;
      case 'KnowledgeFileSourceChanged':
        if (file) this.put(e.data.id, { ...file, isSource: e.data.isKnowledgeSource });
        return true;
      case 'KnowledgeFileDescribed':
        return true;
      case 'KnowledgeFileDeleted':
        this.files.delete(e.data.id);
        this.index().remove(e.data.id);
        this.index().remove(singleFileEntryId(e.data.id));
        return true;
      default: {
        const unhandled: never = e;
        return unhandled;
      }
    }
  }

  private put(id: string, file: FileEntry): void {
    this.files.set(id, file);
    const index = this.index();
    if (file.text === null) return;
    const entry = { title: file.filename, category: FILE_CATEGORY, content: file.text };
    index.upsert({ id: singleFileEntryId(id), scope: singleFileScope(id), ...entry });
    if (file.isSource) index.upsert({ id, scope: file.shared ? SHARED_FILES_SCOPE : ownerFilesScope(file.ownerId), ...entry });
    else index.remove(id);
  }
}

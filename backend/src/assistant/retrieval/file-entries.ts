import { KNOWLEDGE_FILE_EVENT_TYPES, type KnowledgeFileEvent } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { analyzeChunk, type AnalyzedChunk, type Bm25Index } from './bm25-index.js';
import { chunkText } from './chunk.js';
import { ownerFilesScope, SHARED_FILES_SCOPE, singleFileEntryId, singleFileScope } from './file-scopes.js';

/** Category recorded for a file's hits (files have none of their own). */
export const FILE_CATEGORY = 'knowledge_file';

/** Analysis done between two turns of the event loop while a file's text is indexed. */
const SLICE_MS = 4;

/**
 * A file's chunks analysed as `Bm25Index.upsert` would, a few milliseconds at a time: a file of
 * 90,000 characters took 20–50 ms in one piece, long enough to hold up every request behind it
 * (measured with bench:files). The index then changes in one synchronous step, so a search never
 * sees half a file, and one analysis serves both copies of the file (its own scope and its owner's).
 */
export async function analyzeCooperatively(text: string): Promise<AnalyzedChunk[]> {
  const chunks: AnalyzedChunk[] = [];
  let slice = performance.now();
  for (const chunk of chunkText(text)) {
    chunks.push(analyzeChunk(chunk));
    if (performance.now() - slice < SLICE_MS) continue;
    await new Promise((resolve) => setImmediate(resolve));
    slice = performance.now();
  }
  return chunks;
}

interface FileEntry {
  ownerId: string;
  shared: boolean;
  filename: string;
  isSource: boolean;
  /**
   * Its text was extracted: it is in the index, in the file's own scope (`textOf`), and nowhere else
   * in memory (issue 50: it was held here too, whole, beside the index's packed copy).
   */
  extracted: boolean;
}

/** A file as older snapshots hold it: with its whole text. */
type StoredFileEntry = Omit<FileEntry, 'extracted'> & { extracted?: boolean; text?: string | null };

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

  /** The files as a snapshot holds them (their chunks are in the index's snapshot). */
  entries(): [string, FileEntry][] {
    return [...this.files];
  }

  restore(entries: [string, StoredFileEntry][]): void {
    this.files.clear();
    for (const [id, { text, extracted, ...file }] of entries) this.files.set(id, { ...file, extracted: extracted ?? text != null });
  }

  /** A file's whole text as extracted (undefined before, or for an unknown file). */
  textOf(id: string): string | undefined {
    return this.files.get(id)?.extracted ? this.index().textOf(singleFileEntryId(id)) : undefined;
  }

  /** Applies a knowledge-file event, resolved once the index has it; false for any other event. */
  apply(stored: StoredEvent): Promise<void> | false {
    const e = decodeEventOf<KnowledgeFileEvent>(stored, KNOWLEDGE_FILE_EVENT_TYPES);
    if (!e) return false;
    return this.applyFile(e);
  }

  private async applyFile(e: KnowledgeFileEvent): Promise<void> {
    const file = this.files.get(e.data.id);
    switch (e.type) {
      case 'KnowledgeFileUploaded':
        this.files.set(e.data.id, {
          ownerId: e.data.ownerId,
          shared: e.data.uploadedByAdmin,
          filename: e.data.originalFilename,
          isSource: e.data.isKnowledgeSource,
          extracted: false,
        });
        return;
      case 'KnowledgeFileTextExtracted':
        if (file) await this.put(e.data.id, { ...file, extracted: true }, e.data.text);
        return;
      case 'KnowledgeFileExtractionStarted':
      case 'KnowledgeFileExtractionFailed':
        return;
      case 'KnowledgeFileSourceChanged':
        if (file) await this.put(e.data.id, { ...file, isSource: e.data.isKnowledgeSource }, this.textOf(e.data.id));
        return;
      case 'KnowledgeFileDescribed':
      case 'KnowledgeFileSavedFromChat':
        return;
      case 'KnowledgeFileDeleted':
        this.files.delete(e.data.id);
        this.index().remove(e.data.id);
        this.index().remove(singleFileEntryId(e.data.id));
        return;
      default: {
        const unhandled: never = e;
        return unhandled;
      }
    }
  }

  private async put(id: string, file: FileEntry, text: string | undefined): Promise<void> {
    this.files.set(id, file);
    if (text === undefined) return;
    const chunks = await analyzeCooperatively(text);
    const index = this.index();
    const entry = { title: file.filename, category: FILE_CATEGORY, content: text };
    index.upsert({ id: singleFileEntryId(id), scope: singleFileScope(id), ...entry }, chunks);
    if (file.isSource) index.upsert({ id, scope: file.shared ? SHARED_FILES_SCOPE : ownerFilesScope(file.ownerId), ...entry }, chunks);
    else index.remove(id);
  }
}

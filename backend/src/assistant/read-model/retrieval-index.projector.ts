import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DOCUMENT_EVENT_TYPES,
  KNOWLEDGE_FILE_EVENT_TYPES,
  KNOWLEDGE_FILE_STREAM_PREFIX,
  type CategoryCode,
  type DocumentEvent,
  type DocumentStatus,
  type SourceDoc,
} from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { Position } from '../../event-store/position.js';
import { Freezer, type Snapshots } from '../../projections/snapshots.js';
import { ANALYSER_VERSION } from '../analysis/version.js';
import type { MemoryProjector } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { Bm25Index } from '../retrieval/bm25-index.js';
import { FileEntries } from '../retrieval/file-entries.js';
import { fileIdOfEntry } from '../retrieval/file-scopes.js';
import { packText, unpackText, type PackedText } from '../retrieval/packed-text.js';
import { restoreShelved, shelveTexts, textOf, TextShelf, type HoldsText, type Shelved } from '../retrieval/text-shelf.js';
import type { SearchOptions, SearchResult } from '../retrieval/search-types.js';

export const RETRIEVAL_PROJECTOR = 'retrieval-index';
/**
 * Raised by hand when what a snapshot holds changes (fields, chunking, packing). 3: the texts as the
 * shelf's bytes (text-shelf.ts), which a build of format 2 would misread, so it ignores them. 4: the
 * texts of documents not indexed on a shelf of their own (`aside`).
 */
const SNAPSHOT_FORMAT = 4;

interface Indexed {
  title: string;
  /**
   * The whole text of a document the index does not hold (a draft, an archived one), packed
   * (packed-text.ts), on the `aside` shelf once settled; null for an active one, whose text the
   * index keeps (once: issue 50).
   */
  text: PackedText | Shelved | null;
  category: CategoryCode;
  status: DocumentStatus;
}

/**
 * The retrieval index as a projection: it follows the event stream from the start on every boot,
 * so every instance converges on the same index and a rebuild reproduces it. Only active
 * documents are searchable; drafts and archived ones are tracked (to apply later partial
 * updates) but never indexed.
 */
@Injectable()
export class RetrievalIndex implements MemoryProjector {
  readonly kind = 'memory' as const;
  readonly name = RETRIEVAL_PROJECTOR;
  /** The only events a catch-up reads (projection-runner.ts); batches without these get no span. */
  readonly handles = [...DOCUMENT_EVENT_TYPES, ...KNOWLEDGE_FILE_EVENT_TYPES] as const;
  /** Where the index keeps its documents' texts once settled (text-shelf.ts): one file, emptied on a reset. */
  private readonly shelf = new TextShelf();
  /**
   * The texts of documents not indexed (drafts, archived ones), once settled: a file of their own
   * (issue 50: 13 MB of heap at 50,000 documents, a tenth of them drafts, held them packed).
   */
  private readonly aside = new TextShelf();
  index = new Bm25Index({}, this.shelf);
  private docs = new Map<string, Indexed>();
  /** Each document's version (events in its stream) as indexed: what a reply quoting it read. */
  private versions = new Map<string, number>();
  /** Knowledge files (their own events; see file-entries.ts). */
  private files = new FileEntries(() => this.index);

  /** Each knowledge file's version (events in its stream): what an answer quoting it read. */
  private fileVersions = new Map<string, number>();

  /** The version a reply quoting this index entry read: a document's, or the knowledge file's behind the entry. */
  versionOf(id: string): number | undefined {
    return this.versions.get(id) ?? this.fileVersions.get(fileIdOfEntry(id));
  }

  /** An active knowledge-base document (not a draft, an archived one or anything else in the index). */
  isActiveDocument(id: string): boolean {
    return this.docs.get(id)?.status === 'active';
  }

  /**
   * The whole text of an indexed document or knowledge file (by its index entry id), so that an
   * answer can read past the chunks that matched: a row of rates several paragraphs below the
   * sentence that named the zone.
   */
  textOf(entryId: string): string | undefined {
    const doc = this.docs.get(entryId);
    if (doc) return doc.status === 'active' ? this.index.textOf(entryId) : undefined;
    const transient = this.transient.get(entryId);
    if (transient !== undefined) return transient;
    return this.files.textOf(fileIdOfEntry(entryId));
  }

  /**
   * A text indexed in its own scope while `use` runs (an attachment asked about once, never stored),
   * then removed; its entry id is returned to `use`. Nothing else searches that scope.
   */
  async withTransient<T>(title: string, text: string, use: (entryId: string, scope: string) => Promise<T>): Promise<T> {
    const entryId = `transient~${randomUUID()}`;
    const scope = `transient:${entryId}`;
    await this.freezer.thawed;
    this.transient.set(entryId, text);
    this.index.upsert({ id: entryId, title, category: '', content: text, scope });
    try {
      return await use(entryId, scope);
    } finally {
      await this.freezer.thawed;
      this.index.remove(entryId);
      this.transient.delete(entryId);
    }
  }

  private transient = new Map<string, string>();
  /** Changes wait while a snapshot is written (snapshots.ts). */
  private readonly freezer = new Freezer();
  /** The last event applied: what a snapshot covers. */
  private at: Position | null = null;

  reset(): void {
    this.shelf.clear();
    this.aside.clear();
    this.index = new Bm25Index({}, this.shelf);
    this.docs = new Map();
    this.versions = new Map();
    this.fileVersions = new Map();
    this.files = new FileEntries(() => this.index);
    this.at = null;
  }

  /** A start restores the index from its snapshot and follows the store from there (snapshots.ts). */
  readonly snapshots: Snapshots = {
    version: `retrieval-index:${SNAPSHOT_FORMAT}:${ANALYSER_VERSION}`,
    position: () => this.at,
    freeze: () => this.freezer.freeze(),
    take: () => {
      shelveTexts(this.aside, this.setAside());
      return {
        position: this.at,
        state: {
          at: this.at,
          docs: this.docs,
          versions: this.versions,
          fileVersions: this.fileVersions,
          files: this.files.entries(),
          // The texts added since the last snapshot join the others on the shelves (Bm25Index.state).
          index: this.index.state(),
          aside: this.aside.contents(),
        },
      };
    },
    restore: (state) => {
      const s = state as { docs: RetrievalIndex['docs']; versions: Map<string, number>; fileVersions: Map<string, number> };
      const { files, index } = state as { files: Parameters<FileEntries['restore']>[0]; index: Record<string, unknown> };
      if (!(s.docs instanceof Map && s.versions instanceof Map && s.fileVersions instanceof Map)) throw new Error('not a retrieval index');
      this.index = Bm25Index.fromState(index, this.shelf);
      this.index.shelveTexts();
      Object.assign(this, { docs: s.docs, versions: s.versions, fileVersions: s.fileVersions, at: (state as { at: Position }).at });
      const { aside } = state as { aside: Uint8Array | null };
      const setAside = this.setAside();
      if (aside) restoreShelved(this.aside, setAside, aside);
      shelveTexts(this.aside, setAside);
      this.files.restore(files);
    },
  };

  /**
   * The best hits over several scopes, as one result: each scope is searched on its own (the
   * index searches one at a time) and the hits merged by score, which the shared statistics make
   * comparable. With one scope this is exactly `index.search`.
   */
  searchScopes(
    question: string,
    scopes: readonly string[],
    limit = 10,
    options: Pick<SearchOptions, 'termFactor' | 'translateTo'> = {},
  ): SearchResult {
    const results = scopes.map((scope) => this.index.search(question, { ...options, limit, scope }));
    if (results.length === 1) return results[0];
    const hits = results
      .flatMap((r) => r.hits)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
    return { ...results[0], hits, confidence: hits[0]?.confidence ?? 0 };
  }

  /** A hit's source as the Source line names it: a document by title, a file by its original filename. */
  sourceOf(entryId: string, fallback: SourceDoc): SourceDoc {
    const file = this.files.get(fileIdOfEntry(entryId));
    return file
      ? { id: fileIdOfEntry(entryId), title: file.filename, category: fallback.category, kind: 'file' }
      : { ...fallback, kind: 'document' };
  }

  apply(stored: StoredEvent): void | Promise<void> {
    const frozen = this.freezer.thawed;
    if (frozen) return frozen.then(() => this.apply(stored));
    const file = this.files.apply(stored);
    if (file) {
      const fileId = stored.streamId.slice(KNOWLEDGE_FILE_STREAM_PREFIX.length);
      if (stored.type === 'KnowledgeFileDeleted') this.fileVersions.delete(fileId);
      else this.fileVersions.set(fileId, stored.streamVersion + 1);
      return file.then(() => void (this.at = stored.globalPosition));
    }
    this.at = stored.globalPosition;
    const e = decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES);
    if (!e) return;
    if (e.type === 'DocumentDeleted') this.versions.delete(e.data.id);
    else this.versions.set(e.data.id, stored.streamVersion + 1);
    switch (e.type) {
      case 'DocumentCreated': {
        const { title, content, category, status } = e.data;
        this.put(e.data.id, { title, text: null, category, status }, content);
        return;
      }
      case 'DocumentUpdated': {
        const current = this.docs.get(e.data.id);
        if (!current) return;
        this.put(e.data.id, { ...current, ...definedFields(e.data) }, e.data.content ?? this.contentOf(e.data.id, current));
        return;
      }
      case 'DocumentStatusChanged': {
        const current = this.docs.get(e.data.id);
        if (current) this.put(e.data.id, { ...current, status: e.data.status }, this.contentOf(e.data.id, current));
        return;
      }
      case 'DocumentDeleted':
        this.release(this.docs.get(e.data.id));
        this.docs.delete(e.data.id);
        this.index.remove(e.data.id);
        return;
      default: {
        const unhandled: never = e;
        return unhandled;
      }
    }
  }

  /** A document's text as it stands: set aside, or in the index. */
  private contentOf(id: string, doc: Indexed): string {
    return doc.text !== null ? unpackText(textOf(this.aside, doc as HoldsText)) : (this.index.textOf(id) ?? '');
  }

  /** Puts the document with its whole text `content`: in the index when active, set aside (packed) otherwise. */
  private put(id: string, doc: Indexed, content: string): void {
    this.release(this.docs.get(id));
    if (doc.status !== 'active') {
      this.docs.set(id, { ...doc, text: packText(content) });
      this.index.remove(id);
      return;
    }
    this.docs.set(id, { ...doc, text: null });
    this.index.upsert({ id, title: doc.title, content, category: doc.category });
  }

  /** The documents whose texts are set aside. */
  private setAside(): HoldsText[] {
    return [...this.docs.values()].filter((d): d is Indexed & HoldsText => d.text !== null);
  }

  /** A text set aside on the shelf is no longer needed (a document changed or deleted). */
  private release(doc: Indexed | undefined): void {
    if (doc?.text && typeof doc.text !== 'string') this.aside.release(doc.text);
  }
}

function definedFields(data: { title?: string; category?: CategoryCode }): Partial<Indexed> {
  const out: Partial<Indexed> = {};
  if (data.title !== undefined) out.title = data.title;
  if (data.category !== undefined) out.category = data.category;
  return out;
}

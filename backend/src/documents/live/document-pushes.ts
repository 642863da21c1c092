import { Injectable } from '@nestjs/common';
import { DOCUMENT_EVENT_TYPES, type KnowledgeDocument } from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { comparePositions, formatPosition, parsePosition, type Position } from '../../event-store/position.js';
import type { ProjectionRunner } from '../../projections/projection-runner.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { DocumentsQueries } from '../read-model/documents.queries.js';
import { DOCUMENTS_PROJECTOR } from '../read-model/documents.projector.js';
import { DOCUMENT_SEARCH_PROJECTOR } from '../search/search-index.js';
import { changesOf, payloadsOf, type BatchChange } from './document-changes.js';

const TYPES = new Set<string>(DOCUMENT_EVENT_TYPES);

/**
 * An event marked `pushedAtAppend` is pushed by the read model after all once it is this old: the
 * instance that appended it may have stopped between its commit and its push. A push sent twice
 * shows the same row twice.
 */
export const PUSHED_AT_APPEND_GRACE_MS = 10_000;

/** What a read waits for before it answers: the rows and the library search of this instance. */
const READS = [DOCUMENTS_PROJECTOR, DOCUMENT_SEARCH_PROJECTOR];

/**
 * Pushes `document:changed` (who is told what: `payloadsOf`). A command of this module pushes its
 * change as soon as its append committed (`appended`); the read model's commit pushes the rest
 * (another writer's events, older ones, and marked ones past the grace above). A read of the
 * documents first waits until the read model shows every change pushed so far, by any instance
 * (`shown`), so a tab that refetches after a push never sees the state before it.
 */
@Injectable()
export class DocumentPushes extends LivePushes<BatchChange[], KnowledgeDocument[]> {
  constructor(
    private readonly live: LivePublisher,
    private readonly queries: DocumentsQueries,
  ) {
    super(DOCUMENTS_PROJECTOR, 'documents');
  }

  /** The furthest append pushed ahead of the read model, here or (told through Redis) on another instance. */
  private ahead: Position | null = null;
  private runner: ProjectionRunner | null = null;

  override attach(runner: ProjectionRunner): () => void {
    this.runner = runner;
    this.live.onInstances('documents:pushed', (position) => this.pushedAt(parsePosition(position)));
    return super.attach(runner);
  }

  /**
   * One command's change, pushed at its append: `doc` is the row its events made (null: deleted).
   * The other instances hear the position first (through the same Redis stream as the push).
   */
  appended(change: BatchChange, doc: KnowledgeDocument | null, position: Position | null): void {
    if (position) {
      this.pushedAt(position);
      this.live.toInstances('documents:pushed', formatPosition(position));
    }
    this.send(change, doc);
  }

  /**
   * Resolves once this instance's read model and search index show every change pushed ahead of them
   * so far. Past the runner's wait (10 s) it lets the read serve what the read model holds.
   */
  async shown(): Promise<void> {
    if (this.ahead && this.runner) await this.runner.waitFor(this.ahead, { projectors: READS }).catch(() => undefined);
  }

  private pushedAt(position: Position | null): void {
    if (position && (!this.ahead || comparePositions(this.ahead, position) < 0)) this.ahead = position;
  }

  protected changes(events: StoredEvent[]): BatchChange[] | null {
    const now = Date.now();
    const ofDocuments = events.filter((e) => TYPES.has(e.type) && !pushedAlready(e, now));
    return ofDocuments.length ? changesOf(ofDocuments) : null;
  }

  /** The rows as this batch committed them, read in the projector's transaction. */
  protected override read(c: Queryable, changes: BatchChange[]): Promise<KnowledgeDocument[]> {
    return this.queries.findByIds(
      changes.map((change) => change.id),
      {},
      c,
    );
  }

  protected async push(changes: BatchChange[], read: KnowledgeDocument[] | undefined): Promise<void> {
    // Not attached to the runner's reads: the current row (a later batch's own push follows it).
    const rows = read ?? (await this.queries.findByIds(changes.map((c) => c.id)));
    const docs = new Map(rows.map((d) => [d.id, d]));
    for (const change of changes) this.send(change, docs.get(change.id) ?? null);
  }

  private send(change: BatchChange, doc: KnowledgeDocument | null): void {
    const { admins, others } = payloadsOf(change, doc);
    if (admins) this.live.toAdmins('document:changed', admins);
    if (others) this.live.toNonAdmins('document:changed', others);
  }
}

/** Pushed by the command that appended it, unless that was long enough ago to doubt it was. */
function pushedAlready(event: StoredEvent, now: number): boolean {
  return event.metadata.pushedAtAppend === true && now - Date.parse(event.metadata.at) < PUSHED_AT_APPEND_GRACE_MS;
}

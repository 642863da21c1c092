import { Injectable } from '@nestjs/common';
import { DOCUMENT_EVENT_TYPES, type DocumentChangedPayload, type KnowledgeDocument } from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { DocumentsQueries } from '../read-model/documents.queries.js';
import { DOCUMENTS_PROJECTOR } from '../read-model/documents.projector.js';
import { changesOf, type BatchChange } from './document-changes.js';

const TYPES = new Set<string>(DOCUMENT_EVENT_TYPES);

/**
 * Pushes `document:changed` once the read model committed a batch. Admins get every change with
 * the document. Everyone else only sees active documents: a document that becomes active reaches
 * them as `created`, an edit of an active one as `updated`, and one that stops being active
 * (archived, back to draft, deleted) as `deleted` without its content.
 */
@Injectable()
export class DocumentPushes extends LivePushes<BatchChange[], KnowledgeDocument[]> {
  constructor(
    private readonly live: LivePublisher,
    private readonly queries: DocumentsQueries,
  ) {
    super(DOCUMENTS_PROJECTOR, 'documents');
  }

  protected changes(events: StoredEvent[]): BatchChange[] | null {
    const ofDocuments = events.filter((e) => TYPES.has(e.type));
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
    for (const change of changes) {
      const doc = docs.get(change.id) ?? null;
      if (!doc && !change.deleted) continue;
      this.live.toAdmins('document:changed', {
        id: change.id,
        change: !doc ? 'deleted' : change.created ? 'created' : 'updated',
        document: doc,
      });
      const forOthers = this.forNonAdmins(change, doc);
      if (forOthers) this.live.toNonAdmins('document:changed', forOthers);
    }
  }

  private forNonAdmins(change: BatchChange, doc: KnowledgeDocument | null): DocumentChangedPayload | null {
    const nowActive = doc?.status === 'active';
    const wasActive = change.wasActive ?? nowActive;
    if (nowActive) return { id: change.id, change: wasActive ? 'updated' : 'created', document: doc };
    if (wasActive) return { id: change.id, change: 'deleted', document: null };
    return null;
  }
}

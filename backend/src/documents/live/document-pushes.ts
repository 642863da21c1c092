import { Injectable } from '@nestjs/common';
import { DOCUMENT_EVENT_TYPES, type DocumentChangedPayload, type KnowledgeDocument } from '@kb/contracts';
import type { CommittedBatch } from '../../projections/projection-runner.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { DocumentsQueries } from '../read-model/documents.queries.js';
import { DOCUMENTS_PROJECTOR } from '../read-model/documents.projector.js';
import { changesOf, type BatchChange } from './document-changes.js';
import { logger } from '../../observability/logger.js';

const TYPES = new Set<string>(DOCUMENT_EVENT_TYPES);

/**
 * Pushes `document:changed` once the read model committed a batch. Admins get every change with
 * the document. Everyone else only sees active documents: a document that becomes active reaches
 * them as `created`, an edit of an active one as `updated`, and one that stops being active
 * (archived, back to draft, deleted) as `deleted` without its content.
 */
@Injectable()
export class DocumentPushes {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly live: LivePublisher,
    private readonly queries: DocumentsQueries,
  ) {}

  /** Runner listener; batches are handled one at a time so pushes keep the commit order. */
  onCommitted = (batch: CommittedBatch): void => {
    if (batch.projector !== DOCUMENTS_PROJECTOR) return;
    const events = batch.events.filter((e) => TYPES.has(e.type));
    if (!events.length) return;
    this.queue = this.queue
      .then(() => this.push(changesOf(events)))
      .catch((error) => logger('documents').error({ err: error }, 'live push failed'));
  };

  /** Resolves when every batch seen so far has been pushed. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async push(changes: BatchChange[]): Promise<void> {
    // The current row: a later batch may have moved on already; then its own push follows.
    const docs = new Map((await this.queries.findByIds(changes.map((c) => c.id))).map((d) => [d.id, d]));
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

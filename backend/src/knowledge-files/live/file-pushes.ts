import { Injectable } from '@nestjs/common';
import { KNOWLEDGE_FILE_EVENT_TYPES } from '@kb/contracts';
import type { CommittedBatch } from '../../projections/projection-runner.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { KNOWLEDGE_FILES_PROJECTOR } from '../read-model/knowledge-files.projector.js';
import { KnowledgeFilesQueries, toKnowledgeFile } from '../read-model/knowledge-files.queries.js';
import { logger } from '../../observability/logger.js';

const TYPES = new Set<string>(KNOWLEDGE_FILE_EVENT_TYPES);

/**
 * Pushes `file:changed` to the owner's tabs only, once the read model committed: `created` after
 * the upload, `updated` for extraction results and edits (with the row as a refetch would show
 * it), `deleted` without the file.
 */
@Injectable()
export class FilePushes {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly live: LivePublisher,
    private readonly queries: KnowledgeFilesQueries,
  ) {}

  onCommitted = (batch: CommittedBatch): void => {
    if (batch.projector !== KNOWLEDGE_FILES_PROJECTOR) return;
    const events = batch.events.filter((e) => TYPES.has(e.type));
    if (!events.length) return;
    this.queue = this.queue
      .then(() => this.push(events))
      .catch((error) => logger('knowledge-files').error({ err: error }, 'live push failed'));
  };

  private async push(events: CommittedBatch['events']): Promise<void> {
    // One push per file per batch, describing the file as it is now.
    const last = new Map<string, { type: string; owner: string }>();
    for (const e of events) {
      const id = (e.data as { id: string }).id;
      const owner = e.type === 'KnowledgeFileUploaded' ? (e.data as { ownerId: string }).ownerId : e.metadata.actor;
      const previous = last.get(id);
      last.set(id, { type: previous?.type === 'KnowledgeFileUploaded' && e.type !== 'KnowledgeFileDeleted' ? previous.type : e.type, owner: previous?.owner ?? owner });
    }
    for (const [id, { type, owner }] of last) {
      const row = await this.queries.byId(id);
      if (!row) {
        if (type === 'KnowledgeFileDeleted') this.live.toUser(owner, 'file:changed', { id, change: 'deleted', file: null });
        continue;
      }
      this.live.toUser(row.owner_id, 'file:changed', { id, change: type === 'KnowledgeFileUploaded' ? 'created' : 'updated', file: toKnowledgeFile(row) });
    }
  }
}

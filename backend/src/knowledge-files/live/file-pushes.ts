import { Injectable } from '@nestjs/common';
import { KNOWLEDGE_FILE_EVENT_TYPES } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { KNOWLEDGE_FILES_PROJECTOR } from '../read-model/knowledge-files.projector.js';
import { KnowledgeFilesQueries, toKnowledgeFile } from '../read-model/knowledge-files.queries.js';

/** Events that change what the owner's list shows (a reading begun changes nothing there). */
const TYPES = new Set<string>(KNOWLEDGE_FILE_EVENT_TYPES.filter((type) => type !== 'KnowledgeFileExtractionStarted'));

/**
 * Pushes `file:changed` to the owner's tabs only, once the read model committed: `created` after
 * the upload, `updated` for extraction results and edits (with the row as a refetch would show
 * it), `deleted` without the file.
 */
@Injectable()
export class FilePushes extends LivePushes<StoredEvent[]> {
  constructor(
    private readonly live: LivePublisher,
    private readonly queries: KnowledgeFilesQueries,
  ) {
    super(KNOWLEDGE_FILES_PROJECTOR, 'knowledge-files');
  }

  protected changes(events: StoredEvent[]): StoredEvent[] | null {
    const ofList = events.filter((e) => TYPES.has(e.type));
    return ofList.length ? ofList : null;
  }

  protected async push(events: StoredEvent[]): Promise<void> {
    // One push per file per batch, describing the file as it is now.
    const last = new Map<string, { type: string; owner: string }>();
    for (const e of events) {
      const id = (e.data as { id: string }).id;
      const owner = e.type === 'KnowledgeFileUploaded' ? (e.data as { ownerId: string }).ownerId : e.metadata.actor;
      const previous = last.get(id);
      last.set(id, {
        type: previous?.type === 'KnowledgeFileUploaded' && e.type !== 'KnowledgeFileDeleted' ? previous.type : e.type,
        owner: previous?.owner ?? owner,
      });
    }
    for (const [id, { type, owner }] of last) {
      const row = await this.queries.byId(id);
      if (!row) {
        if (type === 'KnowledgeFileDeleted') this.live.toUser(owner, 'file:changed', { id, change: 'deleted', file: null });
        continue;
      }
      this.live.toUser(row.owner_id, 'file:changed', {
        id,
        change: type === 'KnowledgeFileUploaded' ? 'created' : 'updated',
        file: toKnowledgeFile(row),
      });
    }
  }
}

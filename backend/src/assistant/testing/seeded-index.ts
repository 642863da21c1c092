import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@kb/contracts';
import { SEED_DOCUMENTS } from '../../documents/seed/seed-documents.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { RetrievalIndex } from '../read-model/retrieval-index.projector.js';

let version = 0;
const meta: EventMetadata = { actor: 'system', correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' };

/** A stored event as the projection runner hands it to a projector (ids and positions made up). */
export const storedEvent = (type: string, data: unknown): StoredEvent =>
  ({
    id: randomUUID(),
    streamId: 's',
    streamVersion: version++,
    position: '0/0',
    globalPosition: { major: 0n, minor: 0n },
    type,
    data,
    schemaVersion: 1,
    metadata: meta,
    recordedAt: meta.at,
  }) as StoredEvent;

/** The retrieval index of the seeded knowledge base (drafts and archived documents tracked, not indexed). */
export function seededIndex(): RetrievalIndex {
  const index = new RetrievalIndex();
  index.reset();
  for (const d of SEED_DOCUMENTS) index.apply(storedEvent('DocumentCreated', { ...d, createdBy: 'system' }));
  return index;
}

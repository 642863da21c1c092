import type { StoredEvent } from '../event-store.port.js';
import { formatPosition } from '../position.js';

/** The columns every read of whole events selects, and the event a row of them makes. */
export const COLUMNS = `id, stream_id, stream_version, type, schema_version, data, metadata, recorded_at,
  transaction_id::text AS tx, global_position::text AS gp`;

export interface Row {
  id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: StoredEvent['metadata'];
  recorded_at: Date;
  tx: string;
  gp: string;
}

export function toEvent(row: Row): StoredEvent {
  const globalPosition = { major: BigInt(row.tx), minor: BigInt(row.gp) };
  return {
    id: row.id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    position: formatPosition(globalPosition),
    globalPosition,
    type: row.type,
    data: row.data,
    schemaVersion: row.schema_version,
    metadata: row.metadata,
    recordedAt: row.recorded_at.toISOString(),
  };
}

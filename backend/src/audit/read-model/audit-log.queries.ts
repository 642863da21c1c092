import type { AuditDigest, AuditEvent } from '@kb/contracts';
import type pg from 'pg';
import type { Database } from '../../database/database.js';
import type { TitleRecord } from '../domain/documents-by-title.js';
import { GENESIS_HASH } from '../ledger/chain.js';

export interface AuditFilters {
  stream?: string | null;
  type?: string | null;
  actor?: string | null;
  correlationId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

interface Row {
  seq: number;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  actor: string;
  actor_name: string | null;
  correlation_id: string;
  causation_id: string | null;
  trace_id: string | null;
  at: Date;
  conversation_id: string | null;
  owner_id: string | null;
  hash: string;
}

/** An event of the log with the conversation facts needed to record who read whose messages. */
export interface AuditRow {
  event: AuditEvent;
  conversationId: string | null;
  ownerId: string | null;
}

const COLUMNS = `a.seq, a.event_id, a.stream_id, a.stream_version, a.type, a.data, a.actor, u.name AS actor_name,
  a.correlation_id, a.causation_id, a.at, a.conversation_id, a.owner_id, a.hash, a.trace_id`;
const FROM = `audit_log a LEFT JOIN users u ON u.id::text = a.actor`;

const toRow = (r: Row): AuditRow => ({
  event: {
    position: Number(r.seq),
    id: r.event_id,
    streamId: r.stream_id,
    streamVersion: Number(r.stream_version),
    type: r.type,
    data: r.data,
    metadata: {
      actor: r.actor,
      actorName: r.actor_name,
      correlationId: r.correlation_id,
      causationId: r.causation_id,
      at: r.at.toISOString(),
      ...(r.trace_id ? { traceId: r.trace_id } : {}),
    },
    hash: r.hash,
  },
  conversationId: r.conversation_id,
  ownerId: r.owner_id,
});

/** Reads of `audit_log` (typed rows, named columns). */
export class AuditLogQueries {
  constructor(private readonly db: Database) {}

  /** One keyset page: events after `after`, oldest first. Each filter is an index range ending in seq. */
  /** A keyset page: oldest first after `after`, or newest first before `after` (0: from the newest). */
  async page(filters: AuditFilters, after: number, limit: number, order: 'asc' | 'desc' = 'asc'): Promise<AuditRow[]> {
    const params: unknown[] = [after, limit];
    const where = [order === 'asc' ? 'a.seq > $1' : '($1 = 0 OR a.seq < $1)'];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filters.stream) add('a.stream_id = ?', filters.stream);
    if (filters.type) add('a.type = ?', filters.type);
    if (filters.actor) add('a.actor = ?', filters.actor);
    if (filters.correlationId) add('a.correlation_id = ?', filters.correlationId);
    if (filters.from) add('a.at >= ?', filters.from);
    if (filters.to) add('a.at < ?', filters.to);
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.join(' AND ')} ORDER BY a.seq ${order === 'asc' ? '' : 'DESC'} LIMIT $2`,
      params,
    );
    return rows.map(toRow);
  }

  /** Every event type the log holds, for the auditors' type picker. */
  async types(): Promise<string[]> {
    const { rows } = await this.db.query<{ type: string }>('SELECT DISTINCT type FROM audit_log ORDER BY type');
    return rows.map((r) => r.type);
  }

  async digest(): Promise<AuditDigest> {
    const { rows } = await this.db.query<{ seq: number; hash: string; at: Date }>(
      'SELECT seq, hash, at FROM audit_log ORDER BY seq DESC LIMIT 1',
    );
    return rows[0]
      ? { position: Number(rows[0].seq), hash: rows[0].hash, at: rows[0].at.toISOString() }
      : { position: 0, hash: GENESIS_HASH, at: null };
  }

  /** Ledger rows `from`..`to` (inclusive) in seq order, column by column, for verification (chain verification's batches are columns). */
  async hashes(from: number, to: number): Promise<{ seqs: number[]; eventIds: string[]; hashes: string[] }> {
    const query: pg.QueryArrayConfig = {
      text: 'SELECT seq, event_id, hash FROM audit_log WHERE seq BETWEEN $1 AND $2 ORDER BY seq',
      values: [from, to],
      rowMode: 'array',
    };
    const { rows } = await this.db.query<[number, string, string]>(query);
    return { seqs: rows.map((r) => Number(r[0])), eventIds: rows.map((r) => r[1]), hashes: rows.map((r) => r[2]) };
  }

  /** Ledger positions of store events, by event id. */
  async positionsOf(eventIds: string[]): Promise<Map<string, number>> {
    if (!eventIds.length) return new Map();
    const { rows } = await this.db.query<{ seq: number; event_id: string }>(
      'SELECT seq, event_id FROM audit_log WHERE event_id = ANY($1::uuid[])',
      [eventIds],
    );
    return new Map(rows.map((r) => [r.event_id, Number(r.seq)]));
  }

  /** Stream and type of the events naming a message id (its question and its reply). */
  async byMessageId(messageId: string): Promise<{ streamId: string; type: string }[]> {
    const { rows } = await this.db.query<{ stream_id: string; type: string }>(
      'SELECT stream_id, type FROM audit_log WHERE message_id = $1 ORDER BY seq',
      [messageId],
    );
    return rows.map((r) => ({ streamId: r.stream_id, type: r.type }));
  }

  /** Ids of documents created at or before `asOf`. */
  async documentsCreatedBy(asOf: Date): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT data->>'id' AS id FROM audit_log WHERE type = 'DocumentCreated' AND at <= $1 ORDER BY seq`,
      [asOf],
    );
    return rows.map((r) => r.id);
  }

  /** Every document title the log recorded (created, renamed) and every deletion, in log order (the timeline's picker). */
  async documentTitles(): Promise<TitleRecord[]> {
    const { rows } = await this.db.query<TitleRecord>(
      `SELECT data->>'id' AS id, type, data->>'title' AS title FROM audit_log
       WHERE type IN ('DocumentCreated', 'DocumentUpdated', 'DocumentDeleted') ORDER BY seq`,
    );
    return rows;
  }

  async userNames(ids: string[]): Promise<Map<string, string>> {
    const { rows } = await this.db.query<{ id: string; name: string }>(
      'SELECT id::text AS id, name FROM users WHERE id::text = ANY($1::text[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

import { Injectable } from '@nestjs/common';
import type { KbUpdate, KbUpdateKind, KbUpdatesResponse } from '@kb/contracts';
import { Database } from '../../database/database.js';

const SHOWN = 30;

/** Reads of the knowledge-base updates for one user. */
@Injectable()
export class KbUpdatesQueries {
  constructor(private readonly db: Database) {}

  /** The newest updates with this user's read flags, and how many they have not seen (all, not only those shown). */
  async forUser(userId: string): Promise<KbUpdatesResponse> {
    const { rows: reads } = await this.db.query<{ up_to: Date }>(`SELECT up_to FROM kb_update_reads WHERE user_id = $1`, [userId]);
    const upTo = reads[0]?.up_to ?? null;
    const { rows } = await this.db.query<{ id: string; kind: KbUpdateKind; document_id: string; title: string; at: Date }>(
      `SELECT id, kind, document_id, title, at FROM kb_updates ORDER BY at DESC, id DESC LIMIT $1`,
      [SHOWN],
    );
    const { rows: count } = await this.db.query<{ n: string | number }>(
      upTo ? `SELECT count(*) AS n FROM kb_updates WHERE at > $1` : `SELECT count(*) AS n FROM kb_updates`,
      upTo ? [upTo] : [],
    );
    const updates: KbUpdate[] = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      documentId: r.document_id,
      title: r.title,
      at: new Date(r.at).toISOString(),
      read: upTo !== null && new Date(r.at) <= new Date(upTo),
    }));
    return { updates, unread: Number(count[0]?.n ?? 0) };
  }
}

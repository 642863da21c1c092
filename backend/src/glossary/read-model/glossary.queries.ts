import { Injectable } from '@nestjs/common';
import type { GlossaryEntry, GlossaryOrigin } from '@kb/contracts';
import { Database } from '../../database/database.js';

interface EntryRow {
  id: string;
  terms: string[];
  origin: string;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, terms, origin, version, created_by, updated_by, created_at, updated_at';

const toEntry = (row: EntryRow): GlossaryEntry => ({
  id: row.id,
  terms: row.terms,
  origin: row.origin as GlossaryOrigin,
  version: row.version,
  createdBy: row.created_by,
  updatedBy: row.updated_by,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Reads of the `glossary_entries` read model; callers decide who may see them (admins). */
@Injectable()
export class GlossaryQueries {
  constructor(private readonly db: Database) {}

  /** Every live entry: the latest changed first, then in the order they were added. */
  async list(): Promise<GlossaryEntry[]> {
    const { rows } = await this.db.pool.query<EntryRow>({
      name: 'glossary_list',
      text: `SELECT ${COLUMNS} FROM glossary_entries ORDER BY updated_at DESC, ord ASC`,
    });
    return rows.map(toEntry);
  }

  async findByIds(ids: readonly string[]): Promise<GlossaryEntry[]> {
    if (!ids.length) return [];
    const { rows } = await this.db.pool.query<EntryRow>(`SELECT ${COLUMNS} FROM glossary_entries WHERE id = ANY($1::text[])`, [ids]);
    return rows.map(toEntry);
  }

  async findById(id: string): Promise<GlossaryEntry | null> {
    return (await this.findByIds([id]))[0] ?? null;
  }
}

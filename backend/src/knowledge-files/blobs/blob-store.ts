import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';

/**
 * File bytes, content-addressed (SHA-256 → bytes), in the same Postgres as the events and read
 * models: every instance sees them and one backup holds everything. Not a read model (no rebuild
 * can recreate bytes): written before the upload's event, removed once no live file names them.
 */
export const BLOBS_DDL = `
CREATE TABLE IF NOT EXISTS file_blobs (
  sha256 text PRIMARY KEY,
  bytes bytea NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`;

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

@Injectable()
export class BlobStore {
  constructor(private readonly db: Database) {}

  async migrate(): Promise<void> {
    await this.db.migrate(BLOBS_DDL);
  }

  /** Stores the bytes under their hash (the same bytes twice are stored once). */
  async put(sha256: string, bytes: Uint8Array): Promise<void> {
    await this.db.query(`INSERT INTO file_blobs (sha256, bytes, size) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING`, [
      sha256,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      bytes.byteLength,
    ]);
  }

  async get(sha256: string): Promise<Buffer | null> {
    const { rows } = await this.db.query<{ bytes: Buffer }>(`SELECT bytes FROM file_blobs WHERE sha256 = $1`, [sha256]);
    return rows[0]?.bytes ?? null;
  }

  async has(sha256: string): Promise<boolean> {
    const { rows } = await this.db.query(`SELECT 1 FROM file_blobs WHERE sha256 = $1`, [sha256]);
    return rows.length > 0;
  }

  /** Deletes the bytes unless a live file (in the read model) still names them. */
  async release(sha256: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `DELETE FROM file_blobs b WHERE b.sha256 = $1 AND NOT EXISTS (SELECT 1 FROM knowledge_files f WHERE f.sha256 = $1) RETURNING sha256`,
      [sha256],
    );
    return rows.length > 0;
  }

  /**
   * Bytes no live file names, older than `graceMs` (an upload writes its bytes a moment before its
   * event): left by a crash between a delete's event and its `release`.
   */
  async sweep(graceMs: number): Promise<number> {
    const { rows } = await this.db.query(
      `DELETE FROM file_blobs b WHERE b.created_at < now() - $1::bigint * interval '1 millisecond'
         AND NOT EXISTS (SELECT 1 FROM knowledge_files f WHERE f.sha256 = b.sha256) RETURNING sha256`,
      [graceMs],
    );
    return rows.length;
  }
}

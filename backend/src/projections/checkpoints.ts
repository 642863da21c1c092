import type { Queryable } from '../database/database.js';
import { formatPosition, parsePosition, type Position } from '../event-store/position.js';

export const CHECKPOINT_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text PRIMARY KEY,
  position text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS version text;`;

/** Reads and row-locks a checkpoint inside the caller's transaction. */
export async function lockCheckpoint(c: Queryable, name: string): Promise<Position | null> {
  // One statement: creates the row on first use and row-locks it either way.
  const { rows } = await c.query({
    name: 'kb_lock_checkpoint',
    text: `INSERT INTO projection_checkpoints (name, position) VALUES ($1, '')
           ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING position`,
    values: [name],
  });
  return parsePosition(rows[0]?.position);
}

export async function readCheckpoint(c: Queryable, name: string): Promise<Position | null> {
  const { rows } = await c.query(`SELECT position FROM projection_checkpoints WHERE name = $1`, [name]);
  return parsePosition(rows[0]?.position);
}

export async function storeCheckpoint(c: Queryable, name: string, position: Position): Promise<void> {
  await c.query({
    name: 'kb_store_checkpoint',
    text: `UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1`,
    values: [name, formatPosition(position)],
  });
}

/** The version of the projector that built the rows (`SqlProjector.version`), or null. */
export async function readVersion(c: Queryable, name: string): Promise<string | null> {
  const { rows } = await c.query<{ version: string | null }>(`SELECT version FROM projection_checkpoints WHERE name = $1`, [name]);
  return rows[0]?.version ?? null;
}

export async function storeVersion(c: Queryable, name: string, version: string): Promise<void> {
  await c.query(
    `INSERT INTO projection_checkpoints (name, position, version) VALUES ($1, '', $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version`,
    [name, version],
  );
}

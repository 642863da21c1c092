import type { Queryable } from '../database/database.js';
import { formatPosition, parsePosition, type Position } from '../event-store/position.js';

export const CHECKPOINT_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text PRIMARY KEY,
  position text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);`;

/** Reads and row-locks a checkpoint inside the caller's transaction. */
export async function lockCheckpoint(c: Queryable, name: string): Promise<Position | null> {
  await c.query(`INSERT INTO projection_checkpoints (name, position) VALUES ($1, '') ON CONFLICT DO NOTHING`, [name]);
  const { rows } = await c.query(`SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [name]);
  return parsePosition(rows[0]?.position);
}

export async function readCheckpoint(c: Queryable, name: string): Promise<Position | null> {
  const { rows } = await c.query(`SELECT position FROM projection_checkpoints WHERE name = $1`, [name]);
  return parsePosition(rows[0]?.position);
}

export async function storeCheckpoint(c: Queryable, name: string, position: Position): Promise<void> {
  await c.query(`UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1`, [name, formatPosition(position)]);
}

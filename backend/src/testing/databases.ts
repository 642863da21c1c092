import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Database } from '../database/database.js';

export const SERVER_URL = process.env.DATABASE_URL ?? null;

/** A fresh in-memory PGlite behind pglite-socket, as the app runs it. */
export function openEmbedded(): Promise<Database> {
  return Database.open({ databaseUrl: null, databaseSchema: null, dataDir: 'memory://' });
}

/** A fresh schema on the Postgres server, dropped by `drop`; runs in parallel never collide. */
export async function openServerSchema(): Promise<{ db: Database; schema: string; drop: () => Promise<void> }> {
  if (!SERVER_URL) throw new Error('DATABASE_URL is not set: the server suites need the Postgres server');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await Database.open({ databaseUrl: SERVER_URL, databaseSchema: schema, dataDir: '' });
  return {
    db,
    schema,
    drop: async () => {
      await db.close();
      await dropServerSchema(schema);
    },
  };
}

/** Drops a schema of the Postgres server with everything in it. */
export async function dropServerSchema(schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL! });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
}

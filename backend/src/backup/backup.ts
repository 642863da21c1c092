import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { Database, type Queryable } from '../database/database.js';
import { DataDirInUseError } from '../database/data-dir-lock.js';
import { GENESIS_HASH, chainHash } from '../audit/ledger/chain.js';
import { EVENT_STORE_SCHEMA } from '../event-store/postgres/schema.js';
import { BLOBS_DDL } from '../knowledge-files/blobs/blob-store.js';

/**
 * One backup file: gzip'd JSON lines. A header (format, counts, the audit-chain digest
 * `{position, hash}` recomputed from the events it holds), one line per event in the store's global
 * order with its position, one per file blob (base64), and a trailer with the SHA-256 of every line
 * before it, so any change to the file is found before anything is written.
 */
export const BACKUP_FORMAT = 'kb-assistant-backup';

export interface Digest {
  position: number;
  hash: string;
}

interface Header {
  t: 'header';
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  source: 'pglite' | 'postgres';
  events: number;
  blobs: number;
  digest: Digest;
}

interface EventLine {
  t: 'event';
  position: number;
  id: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  recordedAt: string;
}

interface BlobLine {
  t: 'blob';
  sha256: string;
  bytes: string;
}

export class BackupError extends Error {}

/** The socket address a running embedded app publishes in its DATA_DIR (see Database.open). */
export const SOCKET_FILE = 'kb.socket';

/** An event row as the Postgres event store keeps it. */
interface EventRow {
  tx: string;
  global_position: number | string;
  id: string;
  stream_id: string;
  stream_version: number | string;
  type: string;
  schema_version: number;
  data: EventLine['data'];
  metadata: EventLine['metadata'];
  recorded_at: Date | string;
}

type Source = { client: Queryable; mode: 'pglite' | 'postgres'; close: () => Promise<void> };

async function openSource(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Source> {
  if (config.databaseUrl) {
    const client = new pg.Client({
      connectionString: config.databaseUrl,
      options: config.databaseSchema ? `-c search_path=${config.databaseSchema}` : undefined,
    });
    await client.connect();
    return { client, mode: 'postgres', close: () => client.end() };
  }
  if (!existsSync(join(config.dataDir, 'pglite')))
    throw new BackupError(`No embedded database in ${config.dataDir} (DATA_DIR): nothing to back up.`);
  try {
    const db = await Database.open(config);
    const client = await db.pool.connect();
    return {
      client,
      mode: 'pglite',
      close: async () => {
        client.release();
        await db.close();
      },
    };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The app is running: read through its own database socket, in one snapshot.
    const file = join(config.dataDir, SOCKET_FILE);
    if (!existsSync(file))
      throw new BackupError(
        `${error.message}\n(The running app published no database socket in ${file}; stop it and run the backup again.)`,
      );
    const client = new pg.Client({ connectionString: readFileSync(file, 'utf8').trim() });
    await client.connect();
    return { client, mode: 'pglite', close: () => client.end() };
  }
}

async function tableExists(c: Queryable, name: string): Promise<boolean> {
  const { rows } = await c.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [name]);
  return Boolean(rows[0]?.present);
}

/** Writes the backup of the configured store (PGlite DATA_DIR, running or not, or a Postgres server) to `out`. */
export async function backup(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'kurrentDbUrl'>,
  out: string,
): Promise<{ events: number; blobs: number; digest: Digest; bytes: number }> {
  if (config.kurrentDbUrl)
    throw new BackupError('KURRENTDB_URL is set: back up KurrentDB with its own tools; this command reads the Postgres event store.');
  const source = await openSource(config);
  const lines: string[] = [];
  let events = 0;
  let blobs = 0;
  let hash = GENESIS_HASH;
  try {
    // One snapshot for everything: events and blobs as of one instant, however busy the app is.
    await source.client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    if (!(await tableExists(source.client, 'events')))
      throw new BackupError('There is no event store in this database: nothing to back up.');
    let after: [string, number] | null = null;
    for (;;) {
      const { rows }: { rows: EventRow[] } = await source.client.query<EventRow>(
        `SELECT transaction_id::text AS tx, global_position, id, stream_id, stream_version, type, schema_version, data, metadata, recorded_at
           FROM events ${after ? 'WHERE (transaction_id, global_position) > ($1::text::xid8, $2)' : ''}
          ORDER BY transaction_id, global_position LIMIT 2000`,
        after ?? [],
      );
      for (const r of rows) {
        const e: EventLine = {
          t: 'event',
          position: ++events,
          id: r.id,
          streamId: r.stream_id,
          streamVersion: Number(r.stream_version),
          type: r.type,
          schemaVersion: r.schema_version,
          data: r.data,
          metadata: r.metadata,
          recordedAt: new Date(r.recorded_at).toISOString(),
        };
        hash = chainHash(hash, e);
        lines.push(JSON.stringify(e));
      }
      if (rows.length < 2000) break;
      const last: EventRow = rows[rows.length - 1];
      after = [last.tx, Number(last.global_position)];
    }
    if (await tableExists(source.client, 'file_blobs')) {
      const { rows } = await source.client.query<{ sha256: string; bytes: Buffer }>(`SELECT sha256, bytes FROM file_blobs ORDER BY sha256`);
      for (const r of rows) {
        lines.push(JSON.stringify({ t: 'blob', sha256: r.sha256, bytes: r.bytes.toString('base64') } satisfies BlobLine));
        blobs++;
      }
    }
    await source.client.query('COMMIT');
  } finally {
    await source.close().catch(() => undefined);
  }
  const digest = { position: events, hash };
  const header: Header = {
    t: 'header',
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    source: source.mode,
    events,
    blobs,
    digest,
  };
  lines.unshift(JSON.stringify(header));
  const body = lines.join('\n') + '\n';
  const trailer = JSON.stringify({ t: 'end', sha256: createHash('sha256').update(body).digest('hex') });
  const gz = gzipSync(Buffer.from(body + trailer + '\n'));
  await writeFile(`${out}.partial`, gz);
  await rename(`${out}.partial`, out);
  return { events, blobs, digest, bytes: gz.length };
}

/** Reads and checks a backup completely (checksum, blob hashes, positions, chain → digest) before anything is written. */
export async function readBackup(file: string): Promise<{ header: Header; events: EventLine[]; blobs: BlobLine[] }> {
  const corrupt = (why: string) => new BackupError(`The backup file ${file} is damaged or not a backup (${why}); nothing was written.`);
  let text: string;
  try {
    text = gunzipSync(await readFile(file)).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`No such backup file: ${file}`);
    throw corrupt('not gzip data');
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const trailerLine = lines.pop();
  let trailer: { t?: string; sha256?: string };
  try {
    trailer = JSON.parse(trailerLine ?? '');
  } catch {
    throw corrupt('no trailer');
  }
  const body = lines.join('\n') + '\n';
  if (trailer.t !== 'end' || trailer.sha256 !== createHash('sha256').update(body).digest('hex')) throw corrupt('checksum mismatch');
  const parsed = lines.map((l) => JSON.parse(l) as Header | EventLine | BlobLine);
  const header = parsed[0] as Header;
  if (header?.t !== 'header' || header.format !== BACKUP_FORMAT || header.version !== 1) throw corrupt('unknown format');
  const events = parsed.filter((l): l is EventLine => l.t === 'event');
  const blobs = parsed.filter((l): l is BlobLine => l.t === 'blob');
  if (events.length !== header.events || blobs.length !== header.blobs) throw corrupt('counts differ from the header');
  let hash = GENESIS_HASH;
  events.forEach((e, i) => {
    if (e.position !== i + 1) throw corrupt(`event ${i + 1} has position ${e.position}`);
    hash = chainHash(hash, e);
  });
  if (header.digest.position !== events.length || header.digest.hash !== hash)
    throw corrupt('the audit chain of its events does not end in its digest');
  for (const b of blobs)
    if (createHash('sha256').update(Buffer.from(b.bytes, 'base64')).digest('hex') !== b.sha256)
      throw corrupt(`file blob ${b.sha256} does not match its hash`);
  return { header, events, blobs };
}

/** Why the target cannot take a restore, or null when it is empty. */
async function targetProblem(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<string | null> {
  if (!config.databaseUrl) {
    if (config.dataDir === 'memory://') return 'DATA_DIR=memory:// keeps nothing: restore into a directory';
    if (existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) return `DATA_DIR ${config.dataDir} is not empty`;
    return null;
  }
  const client = new pg.Client({
    connectionString: config.databaseUrl,
    options: config.databaseSchema ? `-c search_path=${config.databaseSchema}` : undefined,
  });
  await client.connect();
  try {
    const schema = config.databaseSchema ?? 'public';
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1`, [schema]);
    return rows[0].n > 0 ? `schema "${schema}" of ${redactUrl(config.databaseUrl)} already has ${rows[0].n} tables` : null;
  } finally {
    await client.end();
  }
}

const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** Writes the checked backup's events and blobs into the empty target. Read models are rebuilt by the caller. */
export async function writeBackup(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  content: Awaited<ReturnType<typeof readBackup>>,
): Promise<void> {
  const problem = await targetProblem(config);
  if (problem)
    throw new BackupError(`Refusing to restore: ${problem}. Restore into an empty DATA_DIR or an empty schema; nothing was written.`);
  const db = await Database.open(config);
  try {
    await db.migrate(EVENT_STORE_SCHEMA);
    await db.migrate(BLOBS_DDL);
    await db.tx(async (c) => {
      for (let i = 0; i < content.events.length; i += 500) {
        const chunk = content.events.slice(i, i + 500);
        await c.query(
          `INSERT INTO events (global_position, id, stream_id, stream_version, type, schema_version, data, metadata, recorded_at)
           SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::bigint[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[], $9::timestamptz[])`,
          [
            chunk.map((e) => e.position),
            chunk.map((e) => e.id),
            chunk.map((e) => e.streamId),
            chunk.map((e) => e.streamVersion),
            chunk.map((e) => e.type),
            chunk.map((e) => e.schemaVersion),
            chunk.map((e) => JSON.stringify(e.data)),
            chunk.map((e) => JSON.stringify(e.metadata)),
            chunk.map((e) => e.recordedAt),
          ],
        );
      }
      if (content.events.length)
        await c.query(`SELECT setval(pg_get_serial_sequence('events', 'global_position'), $1)`, [content.events.length]);
      for (const b of content.blobs) {
        const bytes = Buffer.from(b.bytes, 'base64');
        await c.query(`INSERT INTO file_blobs (sha256, bytes, size) VALUES ($1, $2, $3)`, [b.sha256, bytes, bytes.length]);
      }
    });
  } finally {
    await db.close();
  }
}

import pg from 'pg';
import { mkdir } from 'node:fs/promises';
import { existsSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { AppConfig } from '../config/app-config.js';
import { lockDataDir, unlockDataDir } from './data-dir-lock.js';
import { currentLane, LaneQueue } from './lanes.js';

// bigint columns come back as strings by default; counts and versions fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Test runs only (KB_TEST_PGLITE_TEMPLATE, never with NODE_ENV=production): the tarball of a fresh
 * cluster (`dumpDataDir`, made once per machine and PGlite version by src/testing/pglite-template.ts) that a new
 * embedded database is unpacked from instead of running initdb: about 2 s instead of 6 to 15 s on
 * this 2-core machine, for each of the hundred-odd apps and databases the suite starts.
 */
async function freshClusterTemplate(pgDataDir: string | null): Promise<Blob | undefined> {
  const path = process.env.KB_TEST_PGLITE_TEMPLATE;
  if (!path || process.env.NODE_ENV === 'production' || !existsSync(path)) return undefined;
  if (pgDataDir && existsSync(join(pgDataDir, 'PG_VERSION'))) return undefined;
  return openAsBlob(path);
}

/** Anything that runs a parameterised query: the pool or a client inside a transaction. */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's own default row type: callers name their rows.
  query<R extends pg.QueryResultRow = any>(sql: string | pg.QueryConfig, params?: unknown[]): Promise<pg.QueryResult<R>>;
}
export type DatabaseMode = 'pglite' | 'postgres';

/**
 * Embedded PGlite's settings. Its WebAssembly memory grows to the most it ever held and is never
 * given back, and 128 MB of shared buffers (initdb's default) were most of it on top of the 128 MB
 * it starts with: 272 MB after a 20,000-document start read its snapshots, 154 MB with 16 MB of
 * buffers, reading as fast (issue 50: embedded RSS). The files below are the OS's to cache.
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 16MB'];

/**
 * The one connection pool of the process. Embedded mode runs PGlite behind pglite-socket so that
 * every caller goes through the ordinary `pg` driver with real, serialised transactions
 * (DESIGN.md decision 2: typeorm-pglite shares one session across query runners).
 */
export class Database {
  /**
   * Embedded mode: whose turn it is on the one connection (lanes.ts): first come, first served,
   * unless a request holds the turns for commands; the caller's lane is `inLane`'s around it. On a
   * server the pool's ten connections serve everyone side by side, and nothing is held.
   */
  private readonly turns: LaneQueue | null;

  private constructor(
    readonly mode: DatabaseMode,
    readonly pool: pg.Pool,
    readonly connectionString: string,
    /** The server schema this pool works in (search_path); null for the default or embedded. */
    readonly schema: string | null,
    private readonly embedded?: { db: PGlite; server: PGLiteSocketServer; dataDir: string },
  ) {
    this.turns = embedded ? new LaneQueue() : null;
  }

  /** Runs `work` on the pool in its caller's turn (embedded), or at once (server). */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    return this.turns ? this.turns.run(currentLane(), work) : work();
  }

  /** Where the memory indexes' snapshots are also kept on local disk (AppConfig.snapshotCacheDir); null: only in the database. */
  snapshotCacheDir: string | null = null;

  static async open(
    config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'pgliteTemplate'> & Partial<Pick<AppConfig, 'snapshotCacheDir'>>,
  ): Promise<Database> {
    const db = await Database.connect(config);
    db.snapshotCacheDir = config.snapshotCacheDir ?? null;
    return db;
  }

  private static async connect(
    config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'pgliteTemplate'>,
  ): Promise<Database> {
    if (config.databaseUrl) {
      const schema = config.databaseSchema;
      const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, options: schema ? `-c search_path=${schema}` : undefined });
      const db = new Database('postgres', pool, config.databaseUrl, schema);
      // One process at a time: the same race as `migrate`'s, on `pg_namespace`.
      if (schema)
        await db.tx(async (c) => {
          await c.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`kb-schema:${schema}`]);
          await c.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        });
      return db;
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    // 'memory://' keeps everything in memory (tests); otherwise the data directory persists it.
    const inMemory = config.dataDir === 'memory://';
    if (!inMemory) {
      await mkdir(config.dataDir, { recursive: true });
      lockDataDir(config.dataDir);
    }
    const pgDataDir = inMemory ? null : `${config.dataDir}/pglite`;
    const loadDataDir = (inMemory && config.pgliteTemplate) || (await freshClusterTemplate(pgDataDir));
    const db = await PGlite.create({
      ...(pgDataDir ? { dataDir: pgDataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      postgresqlconf: EMBEDDED_SETTINGS,
    });
    const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 32 });
    await server.start();
    const conn = server.getServerConn();
    const url = `postgres://postgres@${conn}/postgres`;
    // `npm run backup` reads a running app's data through this socket (loopback only), in one snapshot.
    if (!inMemory) writeFileSync(join(config.dataDir, 'kb.socket'), url);
    // One connection: PGlite runs one statement at a time anyway, and pglite-socket's multiplexer
    // interleaves extended-protocol messages of concurrent clients outside transactions
    // ("unnamed prepared statement does not exist", reproduced by the conformance suite).
    // pg-pool replaces a client after a failed query, but the PGlite session behind it lives on
    // with the old client's prepared statements: clear them so names can be prepared again.
    const onConnect = async (client: pg.ClientBase) => void (await client.query('DEALLOCATE ALL'));
    const pool = new pg.Pool({ connectionString: url, max: 1, onConnect } as pg.PoolConfig);
    return new Database('pglite', pool, url, null, { db, server, dataDir: config.dataDir });
  }

  /**
   * Runs `work` with the embedded connection's turns kept for commands (LaneQueue.hold: 100 ms at
   * most): the read models and pushes its first write wakes wait until its last write went in.
   */
  async holdForCommands<T>(work: () => Promise<T>): Promise<T> {
    const end = this.turns?.hold();
    try {
      return await work();
    } finally {
      end?.();
    }
  }

  /** A `{name, text, values}` config makes a prepared statement, parsed and planned once per connection. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's own default row type: callers name their rows.
  query<R extends pg.QueryResultRow = any>(sql: string | pg.QueryConfig, params?: unknown[]): Promise<pg.QueryResult<R>> {
    return this.inTurn(() => this.pool.query<R>(sql as pg.QueryConfig, params));
  }

  /**
   * Runs schema statements (`CREATE TABLE IF NOT EXISTS`, `ALTER TABLE … IF NOT EXISTS`) one at a
   * time per schema across every process: on a Postgres server, `IF NOT EXISTS` does not hold against
   * a concurrent creation of the same table (a duplicate key in `pg_type`), which instances starting
   * together on a fresh schema would meet, and so would the audit ledger's follower and the
   * projections of one instance, which start side by side.
   */
  async migrate(sql: string): Promise<void> {
    if (this.mode !== 'postgres') {
      await this.query(sql);
      return;
    }
    await this.tx(async (c) => {
      await c.query(`SELECT pg_advisory_xact_lock(hashtext('kb-migrate:' || current_schema()))`);
      await c.query(sql);
    });
  }

  /** Runs `fn` in one transaction on one connection; rolls back on any error. */
  tx<T>(fn: (client: pg.PoolClient) => Promise<T>, isolation?: 'repeatable read'): Promise<T> {
    return this.inTurn(() => this.txOnPool(fn, isolation));
  }

  private async txOnPool<T>(fn: (client: pg.PoolClient) => Promise<T>, isolation?: 'repeatable read'): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(isolation ? `BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}` : 'BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The embedded cluster as a tarball (PGlite's `dumpDataDir`), for `pgliteTemplate`; null on a server. */
  async dumpDataDir(): Promise<Blob | null> {
    return this.embedded ? this.embedded.db.dumpDataDir('none') : null;
  }

  /** A dedicated client (LISTEN) on a server; null in embedded mode, where one process owns the data. */
  async listenClient(): Promise<pg.Client | null> {
    if (this.mode !== 'postgres') return null;
    const client = new pg.Client({
      connectionString: this.connectionString,
      options: this.schema ? `-c search_path=${this.schema}` : undefined,
    });
    await client.connect();
    return client;
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
    if (this.embedded) {
      if (this.embedded.dataDir !== 'memory://') rmSync(join(this.embedded.dataDir, 'kb.socket'), { force: true });
      await this.embedded.server.stop().catch(() => undefined);
      await this.embedded.db.close().catch(() => undefined);
      unlockDataDir(this.embedded.dataDir);
    }
  }
}

import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from './database.js';
import { dropServerSchema, SERVER_URL } from '../testing/databases.js';

/**
 * Instances starting together on a fresh schema (and, in one instance, the audit ledger's follower
 * beside the projections) create the same tables at the same moment. `IF NOT EXISTS` alone does not
 * hold then: Postgres answers "duplicate key value violates unique constraint pg_type_typname_nsp_index"
 * (CI met it once, restoring a backup into a fresh schema).
 */
describe('schema statements from several processes at once', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await dropServerSchema(schema);
  });

  it('three pools open one fresh schema and create the same tables together, without an error', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const dbs = await Promise.all([1, 2, 3].map(() => Database.open({ databaseUrl: SERVER_URL!, databaseSchema: schema, dataDir: '' })));
    try {
      const ddl = (n: number) => `CREATE TABLE IF NOT EXISTS race_${n} (id text PRIMARY KEY, at timestamptz NOT NULL DEFAULT now());
        ALTER TABLE race_${n} ADD COLUMN IF NOT EXISTS note text;`;
      const runs = dbs.flatMap((db) => [0, 1, 2, 3, 4, 5].flatMap((n) => [db.migrate(ddl(n)), db.migrate(ddl(n))]));
      const results = await Promise.allSettled(runs);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const { rows } = await dbs[0].query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name LIKE 'race_%'`,
        [schema],
      );
      expect(rows[0].n).toBe(6);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_URL, openServerSchema } from '../../testing/databases.js';
import { describeTamperEvidence } from './tamper.suite.js';

const DIST_AUDIT = fileURLToPath(new URL('../../../dist/cli/audit.js', import.meta.url));

/** On the Postgres server, in a schema of its own, with the built `npm run audit` CLI as well. */
describeTamperEvidence('the Postgres server', async () => {
  if (!existsSync(DIST_AUDIT)) throw new Error('backend/dist/cli/audit.js is missing: run `npm run build -w backend`');
  const { db, schema, drop } = await openServerSchema();
  const cli = (...args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        process.execPath,
        [DIST_AUDIT, ...args],
        { env: { ...process.env, DATABASE_URL: SERVER_URL!, DATABASE_SCHEMA: schema, KURRENTDB_URL: '' }, timeout: 60_000 },
        (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
      );
    });
  return { db, drop, cli };
});

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pgliteVersion = (
  JSON.parse(readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }
).version;

/** Where a run keeps its fresh-cluster tarball: one per PGlite version, shared by runs on this machine. */
export const PGLITE_TEMPLATE = join(tmpdir(), 'kb-assistant-tests', `pglite-${pgliteVersion}-fresh.tar`);

/**
 * Vitest global setup: makes the tarball of a freshly initialised PGlite cluster once, which every
 * embedded database of the run unpacks instead of running initdb (database.ts, KB_TEST_PGLITE_TEMPLATE).
 */
export default async function setup(): Promise<void> {
  if (existsSync(PGLITE_TEMPLATE)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({});
  const tarball = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(dirname(PGLITE_TEMPLATE), { recursive: true });
  // Written aside then renamed: a run started meanwhile never reads half a file.
  const partial = `${PGLITE_TEMPLATE}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, PGLITE_TEMPLATE);
}

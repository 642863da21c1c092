import { readFile, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { verifyChain } from '../audit/ledger/verify-chain.js';
import { AuditLogQueries } from '../audit/read-model/audit-log.queries.js';
import { FileExtraction } from '../knowledge-files/commands/record-extraction/file-extraction.js';
import { signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { backup, BackupError } from './backup.js';
import { restore } from './restore.js';

export type Target = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>;

const FILE_BYTES = new TextEncoder().encode('Backup check: the Marigold archive room opens at 07:30. — غرفة الأرشيف تفتح الساعة 7:30');

/** What a user would notice: documents, an agent's conversations and messages, their files and bytes. */
async function visible(app: TestApp) {
  const admin = await signIn(app.url, 'admin');
  const agent = await signIn(app.url, 'agent');
  const documents = (await admin.get('/api/documents')).body;
  const conversations = (await agent.get('/api/conversations')).body as any[];
  const messages = await Promise.all(conversations.map(async (c) => (await agent.get(`/api/conversations/${c.id}/messages`)).body));
  const files = (await agent.get('/api/knowledge-files')).body as any[];
  const bytes = await Promise.all(
    files.map(async (f) =>
      Buffer.from(
        await (await fetch(`${app.url}/api/knowledge-files/${f.id}/download`, { headers: { cookie: agent.cookie } })).arrayBuffer(),
      ).toString('hex'),
    ),
  );
  return { documents, conversations, messages, files, bytes };
}

const ledgerDigest = (app: TestApp) => new AuditLogQueries(app.app.get(Database, { strict: false })).digest();

async function settled(app: TestApp) {
  const store = app.app.get<symbol, EventStore>(EVENT_STORE, { strict: false });
  const { ProjectionRunner } = await import('../projections/projection-runner.js');
  const head = await store.headPosition();
  if (head) await app.app.get(ProjectionRunner, { strict: false }).waitFor(head, { timeoutMs: 30_000 });
}

/**
 * Fills `source` through the app, backs it up (`whileRunning`: with the app still serving), restores
 * into `target`, and checks the restored app shows the same history: digest, documents,
 * conversations, file bytes, and accounts that sign in. Then a damaged file and a non-empty target
 * are refused with nothing written into `spare`.
 */
export async function roundTrip(source: Target, target: Target, spare: Target, file: string, options: { whileRunning: boolean }) {
  const app = await startTestApp(source);
  let before: Awaited<ReturnType<typeof visible>>;
  let agent: Client;
  try {
    agent = await signIn(app.url, 'agent');
    expect((await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' })).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([FILE_BYTES]), 'archive-room.txt');
    expect((await fetch(`${app.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: agent.cookie }, body: form })).status).toBe(
      201,
    );
    await app.app.get(FileExtraction, { strict: false }).idle();
    await settled(app);
    before = await visible(app);
    await settled(app);
    if (!options.whileRunning) await app.close();
    const written = await backup({ ...source, kurrentDbUrl: null }, file);
    expect(written.blobs).toBeGreaterThanOrEqual(1);
    if (options.whileRunning) {
      // What the running app's ledger says is exactly what the backup recorded.
      const digest = await ledgerDigest(app);
      expect({ position: digest.position, hash: digest.hash }).toEqual(written.digest);
    }
  } finally {
    if (options.whileRunning) await app.close();
  }
  expect(before.files.length).toBe(1);
  expect(before.bytes[0]).toBe(Buffer.from(FILE_BYTES).toString('hex'));

  const restored = await restore(target, file);
  const after = await startTestApp({ ...target, seed: false });
  try {
    // The restored ledger ends in the recorded digest (the sign-ins of this check come after it).
    const store = after.app.get<symbol, EventStore>(EVENT_STORE, { strict: false });
    const checked = await verifyChain(store, new AuditLogQueries(after.app.get(Database, { strict: false })), restored.digest);
    expect(checked.ok).toBe(true);
    const now = await visible(after);
    expect(now).toEqual(before);
  } finally {
    await after.close();
  }

  // A damaged file: refused whole, nothing written into the spare target.
  const good = await readFile(file);
  const damaged = Buffer.from(good);
  damaged[Math.floor(damaged.length / 2)] ^= 0xff;
  await writeFile(`${file}.damaged`, damaged);
  await expect(restore(spare, `${file}.damaged`)).rejects.toThrow(/damaged or not a backup.*nothing was written/);
  await expect(emptyTarget(spare)).resolves.toBe(true);
  // A non-empty target: refused, and it keeps what it had.
  await expect(restore(target, file)).rejects.toThrow(/Refusing to restore: .*(not empty|already has)/);
  expect(BackupError).toBeDefined();
}

async function emptyTarget(t: Target): Promise<boolean> {
  if (!t.databaseUrl) return !existsSync(t.dataDir) || readdirSync(t.dataDir).length === 0;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1`, [
      t.databaseSchema,
    ]);
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifBomb } from '../hardening/testing/hostile-files.js';
import { textPng } from '../shared/extraction/testing/text-image.js';
import { SERVER_URL } from '../testing/databases.js';
import { signIn } from '../testing/http.js';
import { requireBuilt, startServerProcess, waitHealthy } from '../testing/process.js';
import { scannedPdf } from './testing/scanned-pdf.js';

/**
 * Issue 44, with two instances on the Postgres server (and Redis), each its own process as
 * deployed: a 35-byte GIF once killed the instance that read it, and both again within 20 s of
 * every restart (extraction resumes at start), the file `processing` for ever. Now the child that
 * reads it dies alone and the file is failed once; a reading that dies with its server is tried
 * once more, then failed; restarts leave both instances up.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
type Instance = Awaited<ReturnType<typeof startServerProcess>>;

describe('knowledge-file extraction that ends a process, two instances', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // The budget raised so the GIF reaches the canvas library, which aborts (SIGILL) the process decoding it.
  const env = { DATABASE_URL: SERVER_URL!, DATABASE_SCHEMA: schema, REDIS_URL, KB_IMAGE_MAX_PIXELS: String(65535 * 65535) };
  let db: pg.Client;
  let instances: Instance[] = [];

  const startBoth = async () => {
    // One after the other: the first migrates and seeds the schema.
    instances = [];
    for (let i = 0; i < 2; i++) {
      const instance = await startServerProcess(env);
      await waitHealthy(instance.url);
      instances.push(instance);
    }
  };
  const up = () => instances.every((i) => i.child.exitCode === null && i.child.signalCode === null);
  const stopBoth = async (signal: NodeJS.Signals) => {
    await Promise.all(
      instances.map(
        (i) =>
          new Promise<void>((resolve) => {
            if (i.child.exitCode !== null || i.child.signalCode !== null) return resolve();
            i.child.once('exit', () => resolve());
            i.child.kill(signal);
          }),
      ),
    );
  };
  const events = async (fileId: string) =>
    (
      await db.query<{ type: string; data: { reason?: string; attempt?: number } }>(
        `SELECT type, data FROM "${schema}".events WHERE stream_id = $1 ORDER BY stream_version`,
        [`knowledge-file-${fileId}`],
      )
    ).rows;
  async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    if (!SERVER_URL) throw new Error('DATABASE_URL is not set: this suite needs the Postgres server');
    requireBuilt();
    db = new pg.Client({ connectionString: SERVER_URL });
    await db.connect();
    await startBoth();
  }, 240_000);
  afterAll(async () => {
    await stopBoth('SIGKILL');
    await db?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db?.end();
  });

  it('fails a file whose extraction crashes its child once, and both instances stay up, restarts included', async () => {
    const agent = await signIn(instances[0].url, 'agent');
    const uploaded = await agent.upload('/api/knowledge-files', 'pixel.gif', gifBomb());
    expect(uploaded.status).toBe(201);
    const failed = await until('the file failed', async () =>
      (await events(uploaded.body.id)).find((e) => e.type === 'KnowledgeFileExtractionFailed'),
    );
    expect(failed.data.reason).toBe('file_extraction_crashed');
    const pids = instances.map((i) => i.child.pid);
    // Both instances saw the upload; one claimed the reading, the other left it.
    expect((await events(uploaded.body.id)).map((e) => e.type)).toEqual([
      'KnowledgeFileUploaded',
      'KnowledgeFileExtractionStarted',
      'KnowledgeFileExtractionFailed',
    ]);
    expect(up()).toBe(true);

    await stopBoth('SIGTERM');
    await startBoth();
    // Longer than the 20 s in which both used to die again.
    await new Promise((r) => setTimeout(r, 25_000));
    expect(up()).toBe(true);
    for (const i of instances) expect((await fetch(`${i.url}/health`)).status).toBe(200);
    expect(instances.map((i) => i.child.pid)).not.toEqual(pids);
    expect((await events(uploaded.body.id)).filter((e) => e.type === 'KnowledgeFileExtractionFailed')).toHaveLength(1);
    const list = (await (await signIn(instances[1].url, 'agent')).get('/api/knowledge-files')).body as Array<{
      id: string;
      status: string;
      note: { en: string };
    }>;
    expect(list.find((f) => f.id === uploaded.body.id)).toMatchObject({
      status: 'failed',
      note: { en: expect.stringMatching(/will not be tried again/) },
    });
  }, 300_000);

  it('reads a file once more after its reading died with both servers, then fails it with the reason instead of reading it at every start', async () => {
    // A scan of several pages: reading it takes long enough to kill the servers during it.
    const pages = Array.from({ length: 12 }, (_, n) => ({
      image: textPng([`Page ${n + 1}: the Marigold archive opens at 07:30.`, 'Bring your badge and sign the register.']),
    }));
    const scan = await scannedPdf(pages);
    const agent = await signIn(instances[0].url, 'agent');
    const uploaded = await agent.upload('/api/knowledge-files', 'archive.pdf', scan);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.id as string;
    const started = (n: number) =>
      until(`reading ${n} begun`, async () => (await events(id)).filter((e) => e.type === 'KnowledgeFileExtractionStarted').length >= n);

    await started(1);
    await stopBoth('SIGKILL');
    await startBoth();
    await started(2);
    await stopBoth('SIGKILL');
    await startBoth();
    const failed = await until('the file failed', async () => (await events(id)).find((e) => e.type === 'KnowledgeFileExtractionFailed'));
    expect(failed.data.reason).toBe('file_extraction_interrupted');
    expect((await events(id)).map((e) => e.type)).toEqual([
      'KnowledgeFileUploaded',
      'KnowledgeFileExtractionStarted',
      'KnowledgeFileExtractionStarted',
      'KnowledgeFileExtractionFailed',
    ]);
    expect(up()).toBe(true);
    const list = (await (await signIn(instances[0].url, 'agent')).get('/api/knowledge-files')).body as Array<{
      id: string;
      status: string;
      note: { en: string; ar: string };
    }>;
    expect(list.find((f) => f.id === id)).toMatchObject({
      status: 'failed',
      note: { en: expect.stringMatching(/The server stopped while reading this file, 2 times/), ar: expect.stringMatching(/توقف الخادم/) },
    });
  }, 600_000);
});

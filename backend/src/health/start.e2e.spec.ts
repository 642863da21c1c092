import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { lifecycleOf, startApp } from '../app.js';
import { loadConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { MESSAGES } from '../shared/i18n/messages.js';
import { ProjectionRunner, ProjectionTimeoutError } from '../projections/projection-runner.js';
import type { MemoryProjector } from '../projections/projector.js';

/** Analysing one large document: the event loop is busy this long (no await inside). */
const BUSY_MS = 100;
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

async function timed(url: string): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, ms: performance.now() - started, body };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The first answer of `url` within `ms`, or null if the port never answered. */
async function firstAnswer(url: string, ms: number): Promise<Response | null> {
  for (const until = performance.now() + ms; performance.now() < until;) {
    const res = await fetch(url).catch(() => null);
    if (res) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe('a start in two steps (issue 50)', () => {
  let app: NestExpressApplication | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('answers /health/live before the app is built, and every other request a 503 with Retry-After', async () => {
    const port = await freePort();
    const config = { ...loadConfig({ DATA_DIR: 'memory://' }), port, host: '127.0.0.1', frontendDist: null, logLevel: 'silent' as const };
    const base = `http://127.0.0.1:${port}`;
    // The database opens while the app module is built: held here, the app is not built until released.
    const open = Database.open.bind(Database);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opening = false;
    const spy = vi.spyOn(Database, 'open').mockImplementation(async (...args) => {
      opening = true;
      await gate;
      return open(...args);
    });
    let built = false;
    const starting = startApp(config).then((started) => ((built = true), started));
    try {
      const live = await firstAnswer(`${base}/health/live`, 5_000);
      expect(live?.status).toBe(200);
      expect(await live?.json()).toEqual({ status: 'ok' });
      expect(await timed(`${base}/health/ready`)).toMatchObject({ status: 503, body: { status: 'not_ready', reason: 'starting' } });
      const api = await fetch(`${base}/api/documents`, { headers: { 'Accept-Language': 'ar' } });
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await api.json()).toMatchObject({ statusCode: 503, code: 'not_ready', message: MESSAGES.not_ready.ar });
      await vi.waitFor(() => expect(opening).toBe(true), { timeout: 10_000 });
      expect(built).toBe(false);
    } finally {
      release();
      app = (await starting).app;
      spy.mockRestore();
    }
    // Built, the app answers on the same port: its routes, its health.
    expect((await fetch(`${base}/api/documents`)).status).toBe(401);
    expect((await fetch(`${base}/health/live`)).headers.get('x-request-id')).toBeTruthy();
    await lifecycleOf(app).whenReady();
    expect(await timed(`${base}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('answers /health/live while the read models catch up, /health/ready 503 with the phase until they are done', async () => {
    const config = {
      ...loadConfig({ DATA_DIR: 'memory://' }),
      port: 0,
      host: '127.0.0.1',
      frontendDist: null,
      logLevel: 'silent' as const,
    };
    const started = await startApp(config);
    app = started.app;
    // The port is open and the catch-up not begun (it starts on the next turn of the event loop): the
    // retrieval index now waits for the test, then takes BUSY_MS of the event loop per document.
    const retrieval = app
      .get(ProjectionRunner)
      .list()
      .find((p) => p.name === 'retrieval-index') as MemoryProjector;
    const apply = retrieval.apply.bind(retrieval);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let documents = 0;
    retrieval.apply = async (event) => {
      await gate;
      if (event.type === 'DocumentCreated') {
        documents++;
        busy(BUSY_MS);
      }
      return apply(event);
    };

    expect(await timed(`${started.url}/health/live`)).toMatchObject({ status: 200, body: { status: 'ok' } });
    const starting = await timed(`${started.url}/health/ready`);
    expect(starting.status).toBe(503);
    expect(starting.body).toMatchObject({ status: 'not_ready', reason: expect.stringMatching(/^(migrating|catching up|seeding)$/) });
    expect((await fetch(`${started.url}/health`)).status).toBe(503);

    // The 44 seeded documents now take 4.4 s of indexing: the port keeps answering meanwhile.
    release();
    const ready = lifecycleOf(app).whenReady();
    let done = false;
    void ready.then(() => (done = true));
    const lives: number[] = [];
    while (!done) {
      const live = await timed(`${started.url}/health/live`);
      expect(live.status).toBe(200);
      lives.push(live.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(documents).toBeGreaterThan(40);
    expect(lives.length).toBeGreaterThan(10);
    // Requests get in between documents: none waits for the whole catch-up (all in one batch before).
    expect(Math.max(...lives)).toBeLessThan((documents * BUSY_MS) / 3);

    expect(await timed(`${started.url}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('gets to ready however long the catch-up takes (a start that gave up after 600 s stayed not ready for good)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kb-start-'));
    try {
      const config = { ...loadConfig({ DATA_DIR: dataDir }), port: 0, host: '127.0.0.1', frontendDist: null, logLevel: 'silent' as const };
      const first = await startApp(config);
      await lifecycleOf(first.app).whenReady();
      await first.app.close();

      // The second start has events to catch up on; each wait for them runs out twice, as a catch-up
      // of many minutes would, before the read models are there.
      const waitFor = ProjectionRunner.prototype.waitFor;
      let timeouts = 0;
      const spy = vi.spyOn(ProjectionRunner.prototype, 'waitFor').mockImplementation(function (this: ProjectionRunner, ...args) {
        if (timeouts < 2) {
          timeouts++;
          return Promise.reject(new ProjectionTimeoutError(['documents']));
        }
        return waitFor.apply(this, args);
      });
      try {
        const second = await startApp(config);
        app = second.app;
        await lifecycleOf(app).whenReady();
        expect(timeouts).toBe(2);
        expect(await timed(`${second.url}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ready' } });
      } finally {
        spy.mockRestore();
      }
    } finally {
      await app?.close();
      app = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Shared helpers for the benchmarks: timing, percentiles, the database under test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const median = (values) => percentile(values, 50);

export async function time(fn) {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** The embedded database in a temp dir, or a fresh schema on DATABASE_URL; `cleanup` removes it. */
export async function openBenchDatabase(Database) {
  if (process.env.DATABASE_URL) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const db = await Database.open({ databaseUrl: process.env.DATABASE_URL, databaseSchema: schema, dataDir: '' });
    return {
      db,
      label: 'Postgres server',
      cleanup: async () => {
        await db.query(`DROP SCHEMA "${schema}" CASCADE`);
        await db.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'kb-bench-'));
  const db = await Database.open({ databaseUrl: null, databaseSchema: null, dataDir: dir });
  return {
    db,
    label: 'embedded PGlite (on disk)',
    cleanup: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function printTable(rows) {
  const widths = Object.keys(rows[0]).map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(Object.keys(rows[0])));
  for (const r of rows) console.log(line(Object.values(r)));
}

// Deterministic PRNG so every run builds the same corpus and asks the same questions.
export function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Starts the built app (`backend/dist/main.js`, as `npm start` runs it) as its own process on a free
 * loopback port with a fresh embedded data dir, and resolves once `/health` answers 200.
 * `stop()` ends it and removes the data dir.
 */
export async function startBuiltApp(env = {}) {
  const { spawn } = await import('node:child_process');
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-bench-app-'));
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, FRONTEND_DIST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (c) => (log += c));
  const url = await new Promise((resolve, reject) => {
    server.stdout.on('data', (c) => {
      log += c;
      const m = /listening on (http:\/\/\S+)/.exec(log);
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  for (;;) {
    const res = await fetch(`${url}/health`).catch(() => null);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** The session cookie of a seeded account. */
    async cookieOf(username, password) {
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sequential `/health` GETs, 5 ms apart, until `until` (epoch ms): each one's time in ms. */
export async function probeHealth(url, until) {
  const times = [];
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${url}/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times;
}

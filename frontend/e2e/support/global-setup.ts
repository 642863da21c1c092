import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Browser downloads are blocked here; the project installs Debian's Chromium instead. */
function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('[e2e] Chromium missing: installing it with apt-get');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium still missing at ${CHROMIUM_PATH}`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, app: ChildProcess, logs: () => string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with code ${app.exitCode} before answering /health.\n${logs()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`GET ${url} did not answer 200 within ${timeoutMs} ms.\n${logs()}`);
}

export default async function setup(project: TestProject) {
  ensureChromium();
  // Journeys can also target an app that is already running (e.g. while developing it).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    return;
  }
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` at the repository root first.`);
  }

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-e2e-'));
  // Embedded defaults only: no external database, event store, Redis or LLM, so runs are repeatable.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const key of ['DATABASE_URL', 'KURRENTDB_URL', 'REDIS_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete env[key];

  let output = '';
  const app = spawn(process.execPath, ['backend/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // The whole server log is kept for failed journeys (frontend/test-results is git-ignored).
  const logDir = join(repoRoot, 'frontend/test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = createWriteStream(join(logDir, 'e2e-app.log'));
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    logFile.write(chunk);
  };
  app.stdout?.on('data', keep);
  app.stderr?.on('data', keep);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/health`, app, () => output);
  } catch (error) {
    app.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);

  return async () => {
    if (app.exitCode === null) {
      const exited = new Promise((r) => app.once('exit', r));
      app.kill('SIGTERM');
      const timer = setTimeout(() => app.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

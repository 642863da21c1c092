import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
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
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`GET ${url} did not answer 200 within ${timeoutMs} ms.\n${logs()}`);
}

export interface RunningApp {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built app (`node backend/dist/main.js` from the repository root) on a free port with a
 * fresh DATA_DIR and the embedded defaults (no external database, event store, Redis or model
 * unless `extraEnv` adds one), and waits for GET /health → 200. `stop` sends SIGTERM.
 */
export async function startApp(name: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningApp> {
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` at the repository root first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const key of ['DATABASE_URL', 'KURRENTDB_URL', 'REDIS_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete env[key];
  Object.assign(env, extraEnv);

  // The whole server log is kept for failed journeys (frontend/test-results is git-ignored).
  const logDir = join(repoRoot, 'frontend/test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = createWriteStream(join(logDir, `${name}.log`));
  let tail = '';
  const app = spawn(process.execPath, ['backend/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-20_000);
    logFile.write(chunk);
  };
  app.stdout?.on('data', keep);
  app.stderr?.on('data', keep);

  const stop = async () => {
    if (app.exitCode === null && app.signalCode === null) {
      const exited = new Promise((r) => app.once('exit', r));
      app.kill('SIGTERM');
      const timer = setTimeout(() => app.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/health`, app, () => tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

interface BuiltProcess {
  child: ChildProcess;
  /** The last 20 kB of its output, for error messages. */
  tail: () => string;
  /** SIGTERM (SIGKILL after 10 s), then the log file is closed. */
  stop: () => Promise<void>;
}

/**
 * `node <script>` from the repository root, its whole output kept in frontend/test-results/<name>.log
 * (git-ignored) for failed journeys.
 */
function spawnBuilt(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): BuiltProcess {
  const logDir = join(repoRoot, 'frontend/test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = createWriteStream(join(logDir, `${name}.log`));
  let tail = '';
  const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-20_000);
    logFile.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logFile.end();
  };
  return { child, tail: () => tail, stop };
}

function requireBuilt(files: string[]) {
  for (const built of files) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` at the repository root first.`);
  }
}

/** The backend's fresh-cluster tarball (made once per machine and PGlite version), as its own suite uses it. */
async function freshClusterTemplate(): Promise<string> {
  const built = 'backend/dist/testing/pglite-template.js';
  requireBuilt([built]);
  const template = (await import(pathToFileURL(join(repoRoot, built)).href)) as { default: () => Promise<void>; PGLITE_TEMPLATE: string };
  await template.default();
  return template.PGLITE_TEMPLATE;
}

/**
 * Starts the built app (`node backend/dist/main.js` from the repository root) on a free port with a
 * fresh DATA_DIR and the embedded defaults (no external database, event store, Redis or model
 * unless `extraEnv` adds one, e.g. the OIDC_* variables of a journey's own app), and waits for
 * GET /health → 200. `stop` sends SIGTERM.
 */
export async function startApp(name: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningApp> {
  requireBuilt(['backend/dist/main.js', 'frontend/dist/index.html']);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const key of ['DATABASE_URL', 'KURRENTDB_URL', 'REDIS_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete env[key];
  // The cheapest argon2id for the passwords this app hashes (a test-only switch; the product keeps
  // the library's defaults): the journeys sign in and create accounts hundreds of times.
  env.KB_TEST_CHEAP_PASSWORD_HASH = '1';
  // Its database unpacked from a fresh-cluster tarball instead of running initdb (test-only switch).
  env.KB_TEST_PGLITE_TEMPLATE = await freshClusterTemplate();
  Object.assign(env, extraEnv);

  const app = spawnBuilt(name, 'backend/dist/main.js', [], env);
  const stop = async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/health`, app.child, app.tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

export interface RunningProvider {
  issuer: string;
  stop: () => Promise<void>;
}

/** The backend's OpenID test provider, built by `npm run build` (journeys may not import backend source). */
const TEST_PROVIDER = 'backend/dist/auth/oidc/testing/run-test-provider.js';

export interface TestProviderOptions {
  /** Loopback port; the app's OIDC_ISSUER is `http://127.0.0.1:<port>`. */
  port: number;
  /** The app it sends browsers back to (`/api/auth/oidc/callback`, and `/login` after signing out). */
  appOrigin: string;
  /** The client the app signs in as (its OIDC_CLIENT_ID and OIDC_CLIENT_SECRET). */
  clientId: string;
  clientSecret: string;
}

/**
 * The certified `oidc-provider` on loopback as a process of its own, with the backend's test
 * accounts; resolves once it prints its issuer URL.
 */
export async function startTestProvider(name: string, options: TestProviderOptions, timeoutMs = 30_000): Promise<RunningProvider> {
  requireBuilt([TEST_PROVIDER]);
  const { port, appOrigin, clientId, clientSecret } = options;
  const args = ['--port', String(port), '--app', appOrigin, '--client-id', clientId, '--client-secret', clientSecret];
  const provider = spawnBuilt(name, TEST_PROVIDER, args, process.env);
  const issuer = `http://127.0.0.1:${port}`;
  try {
    await new Promise<void>((resolveReady, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The test provider did not start within ${timeoutMs} ms.\n${provider.tail()}`)),
        timeoutMs,
      );
      const done = (error?: Error) => {
        clearTimeout(timer);
        provider.child.stdout?.off('data', onData);
        provider.child.off('exit', onExit);
        if (error) reject(error);
        else resolveReady();
      };
      const onData = () => provider.tail().split('\n').includes(issuer) && done();
      const onExit = (code: number | null) => done(new Error(`The test provider exited with code ${code}.\n${provider.tail()}`));
      provider.child.stdout?.on('data', onData);
      provider.child.once('exit', onExit);
    });
  } catch (error) {
    await provider.stop();
    throw error;
  }
  return { issuer, stop: provider.stop };
}

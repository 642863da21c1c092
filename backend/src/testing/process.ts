import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HealthResponse } from '@kb/contracts';

export const DIST_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const DIST_REPLAY = fileURLToPath(new URL('../../dist/cli/replay.js', import.meta.url));

export function requireBuilt(): void {
  if (!existsSync(DIST_MAIN)) throw new Error('backend/dist is missing: run `npm run build` (the root `npm test` builds first)');
}

/** Starts the built server as `npm start` does and resolves with its printed address. */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [DIST_MAIN], {
    env: { ...process.env, PORT: '0', FRONTEND_DIST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
  });
}

/** Polls /health until 200; the server is another process, so there is no event to await. */
export async function waitHealthy(url: string, timeoutMs = 60_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/health`).catch(() => null);
    if (res?.status === 200) return res.json();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}/health did not answer 200 within ${timeoutMs} ms`);
}

/**
 * /health as an admin sees it (modes, positions, lag), once the sign-in it takes (the seeded admin
 * account; an event of its own) has been projected: polled, as the server is another process.
 */
export async function healthDetails(url: string, timeoutMs = 10_000): Promise<HealthResponse> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const details = (await (await fetch(`${url}/health`, { headers: { cookie } })).json()) as HealthResponse;
    if (details.projectionLag === 0 || Date.now() > deadline) return details;
    await new Promise((r) => setTimeout(r, 100));
  }
}

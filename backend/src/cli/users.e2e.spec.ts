import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../testing/http.js';
import { requireBuilt } from '../testing/process.js';
import { startTestApp } from '../testing/test-app.js';

const DIST_USERS = fileURLToPath(new URL('../../dist/cli/users.js', import.meta.url));

/** Each run boots the app's modules on PGlite: seconds each, more on a busy machine. */
const RUN_TIMEOUT_MS = 120_000;

/** Runs the built `npm run users` command on a data directory; never rejects (a hung run is killed). */
function users(dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [DIST_USERS, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: RUN_TIMEOUT_MS },
      (error, out, err) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out, err });
      },
    );
  });
}

describe('npm run users', { timeout: 5 * RUN_TIMEOUT_MS }, () => {
  let dir: string;
  beforeAll(async () => {
    requireBuilt();
    if (!existsSync(DIST_USERS)) throw new Error('backend/dist/cli/users.js is missing: run `npm run build -w backend`');
    dir = await mkdtemp(join(tmpdir(), 'kb-users-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('adds an account, refuses a weak password or a taken username, changes role and password', async () => {
    const added = await users(dir, 'add', 'nadia', 'Nadia Al-Ajmi', 'agent', '--password', 'Failaka-Island-Ferry-9');
    expect(added).toMatchObject({ code: 0, out: expect.stringMatching(/^Added nadia\s+agent\s+Nadia Al-Ajmi/) });

    const weak = await users(dir, 'add', 'omar', 'Omar Al-Enezi', 'agent', '--password', 'password2025');
    expect(weak).toMatchObject({ code: 1, err: expect.stringContaining('This password is too common') });
    const taken = await users(dir, 'add', 'Nadia', 'Another Nadia', 'auditor', '--password', 'Failaka-Island-Ferry-9');
    expect(taken).toMatchObject({ code: 1, err: expect.stringContaining('"nadia" is already taken') });
    const badRole = await users(dir, 'role', 'nadia', 'owner');
    expect(badRole).toMatchObject({ code: 2, err: expect.stringContaining('Unknown role "owner"') });

    expect(await users(dir, 'role', 'nadia', 'admin')).toMatchObject({ code: 0, out: expect.stringMatching(/Role set: nadia\s+admin/) });
    expect(await users(dir, 'passwd', 'nadia', '--password', 'Green-Island-Sunset-5')).toMatchObject({ code: 0 });
    // Not a terminal and no --password: it says how to give one instead of hanging.
    expect(await users(dir, 'passwd', 'nadia')).toMatchObject({ code: 2, err: expect.stringContaining('No password given') });
  });

  it('refuses to open the data directory while the app has it, and the app sees what the command did', async () => {
    const app = await startTestApp({ dataDir: dir });
    try {
      const locked = await users(dir, 'list');
      expect(locked.code).toBe(1);
      expect(locked.err).toContain(`is in use by process ${process.pid}`);
      expect(locked.err).toContain('can only be opened by one process at a time');
      expect((await login(app.url, 'nadia', 'Failaka-Island-Ferry-9')).status).toBe(401);
      const res = await login(app.url, 'nadia', 'Green-Island-Sunset-5');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: unknown }).user).toMatchObject({ name: 'Nadia Al-Ajmi', role: 'admin' });
    } finally {
      await app.close();
    }
    expect(await users(dir, 'list')).toMatchObject({ code: 0, out: expect.stringMatching(/^nadia\s+admin\s+Nadia Al-Ajmi/) });
  });
});

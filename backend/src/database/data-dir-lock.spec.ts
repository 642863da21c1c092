import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, unlockDataDir } from './data-dir-lock.js';

describe('data directory lock (PGlite has none of its own)', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('is held by this process, re-entrantly, and released by the last holder', () => {
    const dir = fresh();
    lockDataDir(dir);
    lockDataDir(dir);
    expect(readFileSync(join(dir, 'kb.lock'), 'utf8')).toBe(String(process.pid));
    unlockDataDir(dir);
    expect(existsSync(join(dir, 'kb.lock'))).toBe(true);
    unlockDataDir(dir);
    expect(existsSync(join(dir, 'kb.lock'))).toBe(false);
  });

  it('refuses while another live process holds it, and takes over once that process is gone', async () => {
    const dir = fresh();
    const other = spawn('sleep', ['30']);
    writeFileSync(join(dir, 'kb.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    const exited = new Promise((resolve) => other.once('exit', resolve));
    other.kill();
    await exited;
    lockDataDir(dir);
    expect(readFileSync(join(dir, 'kb.lock'), 'utf8')).toBe(String(process.pid));
    unlockDataDir(dir);
  });
});

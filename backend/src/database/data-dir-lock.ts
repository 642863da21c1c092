import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Embedded PGlite does not lock its data directory: a second process opening it (the `users`
 * command while the app runs) is allowed, and both then write the same files (reproduced: the next
 * start aborts in WASM). So the app and the command-line tools take this lock file.
 * It belongs in `Database.open`; it lives here until the core takes it (see the issue note).
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid} (probably the running app). ` +
        `The embedded database (PGlite) can only be opened by one process at a time: stop that process first, ` +
        `or run with DATABASE_URL pointing at a Postgres server. If no such process runs, delete ${join(dataDir, 'kb.lock')}.`,
    );
  }
}

const held = new Map<string, number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (re-entrant within this process); throws DataDirInUseError when another process has it. */
export function lockDataDir(dataDir: string): void {
  if (dataDir === 'memory://') return;
  const count = held.get(dataDir);
  if (count) return void held.set(dataDir, count + 1);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'kb.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.set(dataDir, 1);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DataDirInUseError(dataDir, pid);
      // Left behind by a process that died (or by this one, if it crashed before releasing).
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${file}`);
}

export function unlockDataDir(dataDir: string): void {
  const count = held.get(dataDir);
  if (!count) return;
  if (count > 1) return void held.set(dataDir, count - 1);
  held.delete(dataDir);
  try {
    unlinkSync(join(dataDir, 'kb.lock'));
  } catch {
    // Already gone: nothing to release.
  }
}

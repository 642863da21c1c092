import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

// Where a hostile file is read (issue 44). Native work (pdf.js drawing pages on @napi-rs/canvas,
// decoding images, tesseract) runs in a child process: a native abort (`SkBitmap … tryAllocPixels`,
// an exit by SIGILL or SIGABRT) ends the whole process it happens in, threads included, so in a
// child it ends the child and the server sees an exit. Pure JavaScript reading (text, JSON, DOCX,
// DOC, a PDF's text layer) stays in a worker thread, whose heap limit and termination are enough
// for it and which starts in a fraction of a child's time.

export type Isolation = 'thread' | 'process';

export interface SandboxLimits {
  isolation: Isolation;
  /** V8 old-space of the sandbox; past it it dies of "heap out of memory", never the server. */
  maxHeapMb: number;
  /** Nice value the sandbox takes as its first act (10: yields to the server's event loop; 19: the public chat's reads). */
  nice: number;
}

/** How a sandbox ended without answering. */
export type SandboxDeath = { kind: 'out_of_memory' } | { kind: 'crashed'; code: number | null; signal: NodeJS.Signals | null };

/** One started sandbox, the same whether a thread or a process. */
export interface Sandbox {
  onMessage(listener: (message: never) => void): void;
  /** Called once, when it ended (after every message it sent), for whatever reason. */
  onEnd(listener: (death: SandboxDeath) => void): void;
  /** False when it has already ended. */
  send(message: unknown): boolean;
  /** Ends it at once (a kill it cannot delay or catch). */
  kill(): void;
}

const STDERR_KEPT = 4096;

/** Starts `entry` (a compiled .js file) as a thread or a process, with its own heap limit and priority. */
export function startSandbox(entry: URL, limits: SandboxLimits): Sandbox {
  return limits.isolation === 'thread' ? startThread(entry, limits) : startProcess(entry, limits);
}

/**
 * A child process with an IPC channel that carries structured clones (`advanced`: typed arrays go
 * over as bytes). No execArgv of ours is inherited (a test runner's loaders stay out). stdout is
 * dropped; the tail of stderr is kept, to tell V8's out-of-memory death from a crash.
 */
function startProcess(entry: URL, limits: SandboxLimits): Sandbox {
  const child = fork(fileURLToPath(entry), [String(limits.nice)], {
    execArgv: [`--max-old-space-size=${limits.maxHeapMb}`, '--stack-size=3900'],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let tail = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-STDERR_KEPT);
  });
  // A message to a child that has just died fails asynchronously; its end is what counts.
  child.on('error', () => undefined);
  return {
    onMessage: (listener) => void child.on('message', listener as (message: unknown) => void),
    // 'close' comes after every message the child sent and all of its stderr.
    onEnd: (listener) =>
      void child.once('close', (code: number | null, signal: NodeJS.Signals | null) => listener(deathOf(code, signal, tail))),
    send: (message) => {
      if (!child.connected) return false;
      try {
        child.send(message as never);
        return true;
      } catch {
        return false;
      }
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

function startThread(entry: URL, limits: SandboxLimits): Sandbox {
  const worker = new Worker(entry, {
    workerData: { nice: limits.nice },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  let error: (Error & { code?: string }) | null = null;
  let ended = false;
  worker.once('error', (e) => (error = e));
  worker.once('exit', () => (ended = true));
  return {
    onMessage: (listener) => void worker.on('message', listener as (message: unknown) => void),
    onEnd: (listener) =>
      void worker.once('exit', (code) =>
        listener(error?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'out_of_memory' } : { kind: 'crashed', code, signal: null }),
      ),
    send: (message) => {
      if (ended) return false;
      worker.postMessage(message);
      return true;
    },
    kill: () => void worker.terminate(),
  };
}

/** Why a child process exited before answering: V8's heap limit (its fatal error names it), or anything else. */
export function deathOf(code: number | null, signal: NodeJS.Signals | null, stderr: string): SandboxDeath {
  if (/heap out of memory|Reached heap limit|allocation failed/i.test(stderr)) return { kind: 'out_of_memory' };
  return { kind: 'crashed', code, signal };
}

/**
 * The first lines of a sandbox's entry, thread or process: its priority below the server's (on
 * Linux a nice value belongs to a thread, and threads started later inherit it: tesseract's,
 * libuv's), before any library loads; a process also ends when the server goes (its IPC channel
 * closes when the parent dies, even by kill -9).
 */
export function sandboxSetup(): void {
  const nice = Number(isMainThread ? process.argv[2] : (workerData as { nice?: number } | null)?.nice);
  try {
    if (Number.isInteger(nice)) setPriority(nice);
  } catch {
    // not permitted: the sandbox runs at the server's priority
  }
  if (isMainThread) process.on('disconnect', () => process.exit(0));
}

/** The one job a sandbox is started for, from its parent. */
export function onJob<T>(run: (job: T) => void): void {
  if (isMainThread) process.once('message', (job: T) => run(job));
  else parentPort!.once('message', (job: T) => run(job));
}

/** A message to the parent; with `last`, the sandbox ends once it is sent. */
export function toParent(message: unknown, last = false): void {
  if (!isMainThread) return parentPort!.postMessage(message);
  if (last) process.send!(message, () => process.exit(0));
  else process.send!(message);
}

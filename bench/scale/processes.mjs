// bench:scale — the processes it starts: app instances (`node backend/dist/main.js`, as `npm start`
// runs it), the bare Socket.IO floor servers, and the forked socket clients. Every child is kept in
// one list so that the end of the run (or Ctrl-C) stops them all, and only them.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.timeOrigin + performance.now();

/** A free loopback port (bound, read, released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS (or `field`, e.g. VmHWM: the peak) of a process in MB (Linux /proc), or null. */
export function rssMb(pid, field = 'VmRSS') {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** /proc/PID/smaps grouped: V8 heap is not told apart by name, so anonymous mappings are split by size. */
export function smaps(pid) {
  const text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  // anonLargest: the one largest anonymous mapping, e.g. PGlite's WebAssembly memory (embedded).
  const out = { heap: 0, anonBig: 0, anonSmall: 0, anonLargest: 0, files: 0, stack: 0 };
  let name = null;
  let size = 0;
  for (const line of text.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      name = head[1];
      continue;
    }
    const s = /^Size:\s+(\d+) kB/.exec(line);
    if (s) size = Number(s[1]);
    const r = /^Rss:\s+(\d+) kB/.exec(line);
    if (!r) continue;
    const kb = Number(r[1]);
    if (name === '[heap]') out.heap += kb;
    else if (name === '[stack]') out.stack += kb;
    else if (name) out.files += kb;
    else if (size >= 32768) {
      out.anonBig += kb;
      out.anonLargest = Math.max(out.anonLargest, kb);
    } else out.anonSmall += kb;
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, Math.round(v / 1024)]));
}

function track(child, label) {
  children.add(child);
  let log = '';
  child.stdout?.on('data', (c) => (log = (log + c).slice(-4000)));
  child.stderr?.on('data', (c) => (log = (log + c).slice(-4000)));
  child.on('exit', () => children.delete(child));
  return { child, label, log: () => log };
}

/**
 * Polls `url` every 50 ms from `since` (epoch ms) until it answers 200; ms from `since`. Throws if
 * the process exits first or `timeoutMs` passes.
 */
export async function untilOk(url, since, proc, timeoutMs) {
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.label} exited (${proc.child.exitCode}):\n${proc.log()}`);
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (res) await res.arrayBuffer().catch(() => undefined);
    if (res?.status === 200) return now() - since;
    if (now() - since > timeoutMs) throw new Error(`${url} not 200 after ${timeoutMs} ms:\n${proc.log()}`);
    await sleep(50);
  }
}

/**
 * The environment `npm start` gives the product (the `VAR=value` words before `node` in the root
 * package.json's start script, e.g. the malloc setting the Dockerfile sets too): the benches run the
 * product as it is started.
 */
export function productEnv() {
  return productCommand().env;
}

/** The Node flags `npm start` runs the product with (`node --flag … backend/dist/main.js`). */
export function productFlags() {
  return productCommand().flags;
}

function productCommand() {
  const script = JSON.parse(readFileSync(new URL('package.json', `file://${ROOT}`), 'utf8')).scripts.start;
  const command = /((?:[A-Z_][A-Z0-9_]*=\S*\s+)*)node((?:\s+--\S+)*)\s+backend\/dist\/main\.js/.exec(script);
  if (!command) throw new Error(`npm start no longer runs node backend/dist/main.js: ${script}`);
  const words = command[1].split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(words.map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)])),
    flags: command[2].split(/\s+/).filter(Boolean),
  };
}

/** Spawns one app instance on a free port; resolves at once with its handle (url, pid, spawn time). */
export async function spawnInstance(env) {
  const port = await freePort();
  const started = now();
  // SIGUSR2 runs a full GC and another half a second later (as in bench:start): the memory an
  // instance holds, not garbage not yet collected (a dead ArrayBuffer's memory goes after a later GC).
  const gcOnSignal = `data:text/javascript,process.on('SIGUSR2',()=>{globalThis.gc();setTimeout(()=>globalThis.gc(),500)})`;
  const child = spawn(process.execPath, ['--expose-gc', `--import=${gcOnSignal}`, ...productFlags(), 'backend/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, ...productEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { ...track(child, `instance :${port}`), url: `http://127.0.0.1:${port}`, pid: child.pid, started };
}

/** VmRSS in MB of each process after a full GC (SIGUSR2 to instances spawned by spawnInstance). */
export async function rssAfterGc(procs) {
  for (const p of procs) p.child.kill('SIGUSR2');
  await sleep(1500);
  return procs.map((p) => rssMb(p.pid));
}

/** Spawns a bare Socket.IO + Redis Streams server (floor-server.mjs) on a free port. */
export async function spawnFloorServer(env) {
  const port = await freePort();
  const started = now();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./floor-server.mjs', import.meta.url))], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { ...track(child, `floor :${port}`), url: `http://127.0.0.1:${port}`, pid: child.pid, started };
}

/** Forks a socket client process (client.mjs) with a request/answer channel over IPC. */
export function forkClient(index) {
  const child = fork(fileURLToPath(new URL('./client.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const proc = track(child, `client ${index}`);
  let seq = 0;
  const waiting = new Map();
  child.on('message', (m) => {
    const w = waiting.get(m.seq);
    if (!w) return;
    waiting.delete(m.seq);
    if (m.error) w.reject(new Error(`client ${index}: ${m.error}`));
    else w.resolve(m);
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`client ${index} exited (${code})`));
    waiting.clear();
  });
  return {
    ...proc,
    pid: child.pid,
    ask(message) {
      const id = ++seq;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ ...message, seq: id });
      });
    },
  };
}

/** SIGTERM to every child still running, SIGKILL after `graceMs`; resolves when all exited. */
export async function stopAll(graceMs = 20_000) {
  const list = [...children];
  await Promise.all(
    list.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => (clearTimeout(kill), resolve()));
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Stops one child (SIGTERM, then SIGKILL after `graceMs`). */
export function stopOne(proc, graceMs = 20_000) {
  const { child } = proc;
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => (clearTimeout(kill), resolve()));
    child.kill('SIGTERM');
  });
}

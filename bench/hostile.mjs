// /health latency while the server is attacked (issue 11): 4 parallel 2 MB bodies nested a million
// levels deep on the anonymous sign-in route, and 2 hostile .docx uploads (a 50 MB zip bomb and a
// 12 MB document.xml that is within limits but slow to read) in flight all the time. The server runs
// as its own process (the built app, as `npm start`), so the probes measure its event loop alone.
// Prints /health p99 without and with the attack, measured in the same run, and their ratio.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bombDocx } from '../backend/dist/hardening/testing/hostile-files.js';
import { percentile, printTable } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL_MS = 100;

const dataDir = mkdtempSync(join(tmpdir(), 'kb-bench-hostile-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, FRONTEND_DIST: '' },
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
const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

const deepBody = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
const bomb = bombDocx(50 * 1024 * 1024);
const heavy = bombDocx(12 * 1024 * 1024);

async function probe(until) {
  const times = [];
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${url}/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times;
}

const statuses = {};
const count = (label, status) => (statuses[`${label} → ${status}`] = (statuses[`${label} → ${status}`] ?? 0) + 1);
async function attackLoop(until, label, send) {
  while (Date.now() < until) count(label, (await send().catch(() => ({ status: 'network error' }))).status);
}
const deepJson = () => fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepBody }).then(async (r) => (await r.arrayBuffer(), r));
const upload = (name, bytes) => () => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return fetch(`${url}/api/upload/document`, { method: 'POST', headers: { cookie }, body: form }).then(async (r) => (await r.arrayBuffer(), r));
};

try {
  const quiet = await probe(Date.now() + SECONDS * 1000);
  const until = Date.now() + SECONDS * 1000;
  const [attacked] = await Promise.all([
    probe(until),
    ...Array.from({ length: 4 }, () => attackLoop(until, 'deep JSON (2 MB, 1,000,000 levels)', deepJson)),
    attackLoop(until, 'zip bomb .docx (50 MB inflated)', upload('bomb.docx', bomb)),
    attackLoop(until, 'heavy .docx (12 MB document.xml)', upload('heavy.docx', heavy)),
  ]);
  const p99Quiet = percentile(quiet, 99);
  const p99Attacked = percentile(attacked, 99);
  console.log(`/health probed for ${SECONDS} s each way (sequential GETs, 5 ms apart); server: built app, embedded PGlite`);
  printTable([
    { phase: 'no attack', probes: quiet.length, 'p50 ms': percentile(quiet, 50).toFixed(1), 'p99 ms': p99Quiet.toFixed(1), 'max ms': Math.max(...quiet).toFixed(1) },
    { phase: 'under attack', probes: attacked.length, 'p50 ms': percentile(attacked, 50).toFixed(1), 'p99 ms': p99Attacked.toFixed(1), 'max ms': Math.max(...attacked).toFixed(1) },
  ]);
  console.log('attack requests answered:');
  for (const [k, v] of Object.entries(statuses)) console.log(`  ${k}: ${v}`);
  console.log(`p99 ratio under attack / no attack: ${(p99Attacked / p99Quiet).toFixed(2)}×; goal p99 < ${GOAL_MS} ms under attack: ${p99Attacked < GOAL_MS ? 'met' : 'NOT met'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

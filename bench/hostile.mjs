// /health latency while the server is attacked (issue 11): 4 parallel 2 MB bodies nested a million
// levels deep on the anonymous sign-in route, and 2 hostile .docx uploads (a 50 MB zip bomb and a
// 12 MB document.xml that is within limits but slow to read) in flight all the time. The server runs
// as its own process (the built app, as `npm start`), so the probes measure its event loop alone.
// Prints /health p99 without and with the attack, measured in the same run, and their ratio.
// The attackers run in worker threads of their own: in the prober's event loop their 2 MB writes
// would delay the probes' own timers and responses, and the bench would measure itself.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { bombDocx } from '../backend/dist/hardening/testing/hostile-files.js';
import { percentile, printTable, probeHealth, startBuiltApp } from './lib.mjs';

if (!isMainThread) {
  const { url, cookie, kind, until } = workerData;
  const body =
    kind === 'deep'
      ? Buffer.from('['.repeat(1_000_000) + ']'.repeat(1_000_000))
      : bombDocx(kind === 'bomb' ? 50 * 1024 * 1024 : 12 * 1024 * 1024);
  const send =
    kind === 'deep'
      ? () => fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      : () => {
          const form = new FormData();
          form.append('file', new Blob([body]), `${kind}.docx`);
          return fetch(`${url}/api/upload/document`, { method: 'POST', headers: { cookie }, body: form });
        };
  const counts = {};
  while (Date.now() < until) {
    const status = await send()
      .then(async (r) => (await r.arrayBuffer(), r.status))
      .catch(() => 'network error');
    counts[status] = (counts[status] ?? 0) + 1;
  }
  parentPort.postMessage(counts);
  process.exit(0);
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ATTACK=deep|docx measures one kind of attack alone (default: all of them at once).
const ATTACKERS = { deep: ['deep', 'deep', 'deep', 'deep'], docx: ['bomb', 'heavy'] }[process.env.BENCH_ATTACK] ?? [
  'deep',
  'deep',
  'deep',
  'deep',
  'bomb',
  'heavy',
];
const GOAL_MS = 100;

const app = await startBuiltApp();
const { url } = app;
const cookie = await app.cookieOf('admin', 'admin123');
const probe = (until) => probeHealth(url, until);

const statuses = {};
const LABELS = {
  deep: 'deep JSON (2 MB, 1,000,000 levels)',
  bomb: 'zip bomb .docx (50 MB inflated)',
  heavy: 'heavy .docx (12 MB document.xml)',
};
function attacker(kind, until) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, cookie, kind, until } });
    worker.once('message', (counts) => {
      for (const [status, n] of Object.entries(counts))
        statuses[`${LABELS[kind]} → ${status}`] = (statuses[`${LABELS[kind]} → ${status}`] ?? 0) + n;
      resolve();
    });
    worker.once('error', reject);
  });
}

try {
  const quiet = await probe(Date.now() + SECONDS * 1000);
  const until = Date.now() + SECONDS * 1000;
  const [attacked] = await Promise.all([probe(until), ...ATTACKERS.map((kind) => attacker(kind, until))]);
  const p99Quiet = percentile(quiet, 99);
  const p99Attacked = percentile(attacked, 99);
  console.log(`/health probed for ${SECONDS} s each way (sequential GETs, 5 ms apart); server: built app, embedded PGlite`);
  printTable([
    {
      phase: 'no attack',
      probes: quiet.length,
      'p50 ms': percentile(quiet, 50).toFixed(1),
      'p99 ms': p99Quiet.toFixed(1),
      'max ms': Math.max(...quiet).toFixed(1),
    },
    {
      phase: 'under attack',
      probes: attacked.length,
      'p50 ms': percentile(attacked, 50).toFixed(1),
      'p99 ms': p99Attacked.toFixed(1),
      'max ms': Math.max(...attacked).toFixed(1),
    },
  ]);
  console.log('attack requests answered:');
  for (const [k, v] of Object.entries(statuses)) console.log(`  ${k}: ${v}`);
  console.log(
    `p99 ratio under attack / no attack: ${(p99Attacked / p99Quiet).toFixed(2)}×; goal p99 < ${GOAL_MS} ms under attack: ${p99Attacked < GOAL_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await app.stop();
}

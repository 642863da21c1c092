// Public simple chat at its rate limit's edge (issue 17): 200 distinct addresses (X-Forwarded-For,
// believed because the bench's own server runs with TRUST_PROXY=loopback) each ask exactly as fast
// as the limit allows (SIMPLE_CHAT_RATE_LIMIT questions per window, one at a time). Prints the
// answers per second the server sustained, how many were refused (429: the limit misjudged the
// edge) or failed, and /health p99 meanwhile against /health p99 idle, measured in the same run.
// The askers run in a worker thread so that their bookkeeping does not delay the prober's timers.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { percentile, printTable, probeHealth, startBuiltApp } from './lib.mjs';

const QUESTIONS = [
  { message: 'How many days of annual leave do I get?', language: 'en' },
  { message: 'How do I report a phishing email?', language: 'en' },
  { message: 'What is the per diem for business travel?', language: 'en' },
  { message: 'كم عدد أيام الإجازة السنوية؟', language: 'ar' },
];

if (!isMainThread) {
  const { url, addresses, perWindow, windowMs, until } = workerData;
  // 1% slack: a question sent exactly at the window's end may reach the database a hair early.
  const interval = (windowMs / perWindow) * 1.01;
  const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  const counts = {};
  const latencies = [];
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: addresses }, async (_, i) => {
      const address = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const offset = (i / addresses) * interval;
      for (let k = 0; ; k++) {
        const at = t0 + offset + k * interval;
        if (at >= until) return;
        await sleep(at - Date.now());
        const q = QUESTIONS[(i + k) % QUESTIONS.length];
        const started = performance.now();
        const status = await fetch(`${url}/api/simple-chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(q),
        })
          .then(async (r) => (await r.arrayBuffer(), r.status))
          .catch(() => 'network error');
        if (status === 200) latencies.push(performance.now() - started);
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  // Answers per second over the whole run, including the time to drain what was still queued.
  parentPort.postMessage({ counts, latencies, seconds: (Date.now() - t0) / 1000, sendSeconds: (until - t0) / 1000 });
  process.exit(0);
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 200);
const PER_WINDOW = Number(process.env.SIMPLE_CHAT_RATE_LIMIT ?? 20);
// The default policy: 20 a minute per address, so 200 addresses offer 66.7 questions a second.
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 60_000);

const app = await startBuiltApp({
  TRUST_PROXY: 'loopback',
  SIMPLE_CHAT_RATE_LIMIT: String(PER_WINDOW),
  SIMPLE_CHAT_RATE_WINDOW_MS: String(WINDOW_MS),
});
const { url } = app;
const probe = (until) => probeHealth(url, until);

function askers(until) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { url, addresses: ADDRESSES, perWindow: PER_WINDOW, windowMs: WINDOW_MS, until },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

try {
  // Warm-up: the first answers load the retrieval index's code paths; not measured.
  for (const q of QUESTIONS)
    await fetch(`${url}/api/simple-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.0.1' },
      body: JSON.stringify(q),
    });
  const idle = await probe(Date.now() + Math.min(SECONDS, 10) * 1000);
  const until = Date.now() + SECONDS * 1000;
  const [loaded, load] = await Promise.all([probe(until), askers(until)]);
  const answered = load.counts[200] ?? 0;
  const offered = Object.values(load.counts).reduce((a, b) => a + b, 0);
  const p99Idle = percentile(idle, 99);
  const p99Loaded = percentile(loaded, 99);
  console.log(
    `${ADDRESSES} addresses, each at its limit (${PER_WINDOW} questions per ${WINDOW_MS / 1000} s window, one at a time), for ${SECONDS} s; server: built app, embedded PGlite, no model (extractive answers)`,
  );
  printTable([
    {
      'questions sent': offered,
      answered,
      'answers/s': (answered / load.seconds).toFixed(1),
      'offered/s': (offered / load.sendSeconds).toFixed(1),
      'run incl. drain s': load.seconds.toFixed(1),
      'answer p50 ms': percentile(load.latencies, 50).toFixed(1),
      'answer p99 ms': percentile(load.latencies, 99).toFixed(1),
    },
  ]);
  console.log(
    `statuses: ${Object.entries(load.counts)
      .map(([s, n]) => `${s} × ${n}`)
      .join(', ')}`,
  );
  printTable([
    {
      '/health': 'idle',
      probes: idle.length,
      'p50 ms': percentile(idle, 50).toFixed(1),
      'p99 ms': p99Idle.toFixed(1),
      'max ms': Math.max(...idle).toFixed(1),
    },
    {
      '/health': 'at the edge',
      probes: loaded.length,
      'p50 ms': percentile(loaded, 50).toFixed(1),
      'p99 ms': p99Loaded.toFixed(1),
      'max ms': Math.max(...loaded).toFixed(1),
    },
  ]);
  console.log(`/health p99 at the edge / idle: ${(p99Loaded / p99Idle).toFixed(2)}×`);
} finally {
  await app.stop();
}

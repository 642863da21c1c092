// bench:scale — the two measured parts that run against the started deployment: answer and search
// latency through the API (floor: an HTTP round trip to /health/live), and push fan-out to every
// socket (floor: a bare Socket.IO + Redis Streams broadcast to as many sockets).
import { randomUUID } from 'node:crypto';
import { percentile } from '../lib.mjs';
import { call, ok } from './api.mjs';
import { now } from './processes.mjs';

const f1 = (x) => (x === undefined ? '-' : x.toFixed(1));
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '-');
const p = (xs, q) => (xs.length ? percentile(xs, q) : undefined);

/** One row comparing measured times `xs` against floor times `fs` (p50 and p95, and their ratios). */
export function compare(measure, xs, fs, floorName) {
  return {
    measure,
    n: xs.length,
    'p50 ms': f1(p(xs, 50)),
    'p95 ms': f1(p(xs, 95)),
    floor: floorName,
    'floor p50': f1(p(fs, 50)),
    'floor p95': f1(p(fs, 95)),
    'ratio p50': ratio(p(xs, 50), p(fs, 50)),
    'ratio p95': ratio(p(xs, 95), p(fs, 95)),
  };
}

/**
 * Per question, on the instances in turn: the floor (GET /health/live), an answer (POST
 * /api/messages, a new conversation each, so no question follows another), and a library search
 * (GET /api/documents?search=, the question's two longest words). `warmup` unmeasured first.
 */
export async function measureLatency({ urls, cookie, questions, warmup }) {
  const t = { floor: [], answer: [], search: [] };
  let sourced = 0;
  let found = 0;
  for (let i = -warmup; i < questions.length; i++) {
    const q = questions[(i + questions.length) % questions.length];
    const url = urls[(i + urls.length * warmup) % urls.length];
    const health = await call(url, '', 'GET', '/health/live');
    const answer = await ok(url, cookie, 'POST', '/api/messages', { content: q.question, newConversationId: randomUUID() });
    const search = await ok(url, cookie, 'GET', `/api/documents?search=${encodeURIComponent(q.search)}&limit=20`);
    if (i < 0) continue;
    t.floor.push(health.ms);
    t.answer.push(answer.ms);
    t.search.push(search.ms);
    if (answer.body.assistantMessage?.sourceDocs?.length) sourced++;
    if (search.body.total > 0) found++;
  }
  return { ...t, sourced, found, n: questions.length };
}

async function collectAll(clients, counts, kind, marker, started, timeoutMs) {
  const results = await Promise.all(clients.map((c, i) => c.ask({ type: 'collect', kind, marker, expected: counts[i][kind], timeoutMs })));
  const latencies = results.flatMap((r) => r.times.map((at) => at - started));
  const expected = counts.reduce((n, c) => n + c[kind], 0);
  return { latencies, missing: expected - latencies.length, disconnected: results.reduce((n, r) => n + r.disconnected, 0) };
}

/**
 * `rounds` document changes (after `warmup` unmeasured), each followed by a floor broadcast of the
 * same payload: the time from the request's start to each socket's receipt, and to the last one.
 * The change retitles one of the loaded documents (PATCH as an admin, on the instances in turn); the
 * title is unique per change and is how the clients tell the pushes apart.
 */
export async function measureFanout({ clients, counts, urls, adminCookies, floorUrls, sample, rounds, warmup, run, timeoutMs }) {
  const out = { app: [], appLast: [], floor: [], floorLast: [], patchMs: [], missing: { app: 0, floor: 0 }, disconnected: 0, bytes: 0 };
  for (let r = 0; r < warmup + rounds; r++) {
    const doc = sample[r % sample.length];
    const at = r % urls.length;
    const marker = `Scale push ${run} ${r}`;
    let started = now();
    const patch = await ok(urls[at], adminCookies[at], 'PATCH', `/api/documents/${doc.id}`, { title: marker });
    const patchMs = now() - started;
    const app = await collectAll(clients, counts, 'app', marker, started, timeoutMs);

    const payload = JSON.stringify({ id: doc.id, change: 'updated', document: { ...patch.body, title: `Floor ${marker}` } });
    started = now();
    const res = await fetch(`${floorUrls[at]}/broadcast`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    if (res.status !== 204) throw new Error(`floor broadcast: ${res.status}`);
    const floor = await collectAll(clients, counts, 'floor', `Floor ${marker}`, started, timeoutMs);
    if (r < warmup) continue;
    out.bytes = Buffer.byteLength(payload);
    out.patchMs.push(patchMs);
    out.app.push(...app.latencies);
    out.floor.push(...floor.latencies);
    if (app.latencies.length) out.appLast.push(Math.max(...app.latencies));
    if (floor.latencies.length) out.floorLast.push(Math.max(...floor.latencies));
    out.missing.app += app.missing;
    out.missing.floor += floor.missing;
    out.disconnected = app.disconnected + floor.disconnected;
  }
  return out;
}

// Diagnosis, not a gate: what one chat message costs on the live path. N sends (default 100) by a
// user with 10 tabs open, after 20 warm-up sends; prints delivery to another tab (p50/p95), process
// and main-thread CPU per send (the main thread's from /proc, Linux), SQL queries per send
// (QLIST=1 lists them) and, run with `--import ./bench/otel-on.mjs`, the spans per send the
// receiver got in that window (OTEL_ON_BY_NAME=1 names them). PROF=file.cpuprofile writes a CPU
// profile of the window alone.
//   node bench/live-send.mjs
//   OTEL_ON_BY_NAME=1 node --import ./bench/otel-on.mjs bench/live-send.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { io } from 'socket.io-client';
import { loadConfig } from '../backend/dist/config/app-config.js';
import { startApp, lifecycleOf } from '../backend/dist/app.js';
import { RegisterUser } from '../backend/dist/auth/users/commands/register-user.js';
import { tracingHandle } from '../backend/dist/observability/tracing.js';
import { percentile } from './lib.mjs';

const N = Number(process.env.N ?? 100);
const QUESTION = 'How many days of annual leave do I get?';

// Every query, by its first 70 characters (wraps the pg instrumentation's wrapper when tracing).
// Those sent from a request's start to the reply's receipt by the other tab are also counted apart.
const queries = new Map();
const beforeReply = new Map();
let inSend = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? args[0]?.name ?? '?');
  const key = String(text).replace(/\s+/g, ' ').slice(0, 70);
  queries.set(key, (queries.get(key) ?? 0) + 1);
  if (inSend) beforeReply.set(key, (beforeReply.get(key) ?? 0) + 1);
  return query.apply(this, args);
};
/** CPU ms of the main thread (its tid is the pid), from /proc in clock ticks of 10 ms. */
const mainThreadMs = () => {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const config = { ...loadConfig({ DATA_DIR: 'memory://' }), port: 0, host: '127.0.0.1', frontendDist: null, logLevel: 'silent' };
const { app, url } = await startApp(config);
await lifecycleOf(app).whenReady();
await app
  .get(RegisterUser)
  .execute(
    { username: 'benchuser', name: 'benchuser', role: 'agent', password: 'bench-password', enforcePasswordPolicy: false },
    { actor: 'bench', now: new Date() },
  );
const login = await fetch(`${url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'benchuser', password: 'bench-password' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const connect = () =>
  new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
const tabs = [];
for (let i = 0; i < 10; i++) tabs.push(await connect());
const observer = tabs[1];
const post = (path, body) =>
  fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const conversationId = (await (await post('/api/conversations', { title: 'Bench' })).json()).id;
async function send() {
  const arrived = new Promise((resolve) => {
    const on = (ms) =>
      ms.some((m) => m.role === 'assistant') && ((inSend = false), observer.off('messages:created', on), resolve(process.hrtime.bigint()));
    observer.on('messages:created', on);
  });
  inSend = true;
  const t0 = process.hrtime.bigint();
  await (await post('/api/messages', { content: QUESTION, conversationId })).text();
  return Number((await arrived) - t0) / 1e6;
}
for (let i = 0; i < 20; i++) await send();

const received = async () => {
  await tracingHandle()?.flush();
  return process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? (await fetch(`${process.env.OTEL_EXPORTER_OTLP_ENDPOINT}/counts`)).json() : null;
};
const before = await received();
const session = new Session();
session.connect();
if (process.env.PROF) {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
queries.clear();
beforeReply.clear();
const main0 = mainThreadMs();
const cpu0 = process.cpuUsage();
const t0 = Date.now();
const delivery = [];
for (let i = 0; i < N; i++) delivery.push(await send());
const wall = Date.now() - t0;
const cpu = process.cpuUsage(cpu0);
const main = mainThreadMs() - main0;
if (process.env.PROF) writeFileSync(process.env.PROF, JSON.stringify((await session.post('Profiler.stop')).profile));
const after = await received();

const perSend = (x) => (x / N).toFixed(2);
console.log(
  `${N} sends: delivery p50 ${percentile(delivery, 50).toFixed(1)} p95 ${percentile(delivery, 95).toFixed(1)} ms; wall ${wall} ms; CPU ${perSend((cpu.user + cpu.system) / 1000)} ms/send, main thread ${perSend(main)} ms/send`,
);
const byQuery = [...queries].sort((a, b) => b[1] - a[1]);
console.log(`queries/send ${perSend(byQuery.reduce((sum, [, n]) => sum + n, 0))}`);
if (process.env.QLIST) for (const [text, n] of byQuery) console.log(`  ${perSend(n)}\t${text}`);
const early = [...beforeReply].sort((a, b) => b[1] - a[1]);
console.log(`queries/send before the reply reached the other tab ${perSend(early.reduce((sum, [, n]) => sum + n, 0))}`);
if (process.env.QLIST) for (const [text, n] of early) console.log(`  ${perSend(n)}\t${text}`);
if (after) {
  console.log(`spans/send ${perSend(after.spans - before.spans)}`);
  for (const [name, n] of Object.entries(after.byName ?? {}))
    if (n - (before.byName?.[name] ?? 0)) console.log(`  ${perSend(n - (before.byName?.[name] ?? 0))}\t${name}`);
}
for (const s of tabs) s.close();
await app.close();
process.exit(0);

// npm run bench:live — how fast a reply reaches another tab of the same user, against a bare
// Socket.IO echo and an HTTP round trip measured in the same run; and a document change
// reaching 200 admin sockets. Server and clients share this process (and its 2 cores).
//   BENCH_SOCKETS=10,100,1000  BENCH_SAMPLES=30 (sends per size)  BENCH_WARMUP=10 (unmeasured sends first)
//   node --import ./bench/otel-on.mjs bench/live.mjs   the same with tracing and metrics on
import { io } from 'socket.io-client';
import { loadConfig } from '../backend/dist/config/app-config.js';
import { startApp, lifecycleOf } from '../backend/dist/app.js';
import { RegisterUser } from '../backend/dist/auth/users/commands/register-user.js';
import { Assistant } from '../backend/dist/assistant/assistant.port.js';
import { tracingHandle } from '../backend/dist/observability/tracing.js';
import { percentile, printTable, time } from './lib.mjs';

const SIZES = (process.env.BENCH_SOCKETS ?? '10,100,1000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const QUESTION = 'How many days of annual leave do I get?';

const config = { ...loadConfig({ DATA_DIR: 'memory://' }), port: 0, host: '127.0.0.1', frontendDist: null, logLevel: 'silent' };
const { app, url } = await startApp(config);
await lifecycleOf(app).whenReady();
const register = app.get(RegisterUser);
const ctx = () => ({ actor: 'bench', now: new Date() });

async function makeUser(name, role) {
  const r = await register.execute({ username: name, name, role, password: 'bench-password', enforcePasswordPolicy: false }, ctx());
  if (!r || r.code) throw new Error(`could not create ${name}: ${r?.code}`);
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: name, password: 'bench-password' }) });
  if (res.status !== 200) throw new Error(`sign-in ${name}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

function connect(cookie) {
  const socket = io(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const users = [];
const allSockets = [];
async function ensureSockets(total) {
  // Ten tabs per user: sockets spread over many users, as in an office.
  while (allSockets.length < total) {
    const cookie = await makeUser(`bench${users.length}`, 'agent');
    const user = { cookie, tabs: [] };
    users.push(user);
    for (let i = 0; i < 10 && allSockets.length < total; i++) {
      const s = await connect(cookie);
      user.tabs.push(s);
      allSockets.push(s);
    }
  }
}

const post = (cookie, path, body) => fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const stats = (xs) => ({ p50: percentile(xs, 50).toFixed(1), p95: percentile(xs, 95).toFixed(1) });

const assistant = app.get(Assistant);
// Unmeasured sends first, so that the first size's figures are not the JIT's and the first
// connections' (the 10-socket line was the slowest and the noisiest of the three without them).
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
if (WARMUP > 0) {
  await ensureSockets(SIZES[0]);
  const warm = users.find((u) => u.tabs.length >= 2) ?? users[0];
  const conversationId = (await (await post(warm.cookie, '/api/conversations', { title: 'Warm-up' })).json()).id;
  for (let i = 0; i < WARMUP; i++) {
    await assistant.answer({ question: QUESTION });
    const res = await post(warm.cookie, '/api/messages', { content: QUESTION, conversationId });
    if (res.status !== 200) throw new Error(`warm-up send failed: ${res.status}`);
    await res.text();
  }
}
const rows = [];
for (const size of SIZES) {
  await ensureSockets(size);
  // With tracing on (--import ./bench/otel-on.mjs): the spans of setting this size up (the bench's
  // own client connections, one client GET span each, which a real browser does not add to the
  // server) are exported now rather than during the measured sends.
  await tracingHandle()?.flush();
  const sender = users.find((u) => u.tabs.length >= 2);
  const observer = sender.tabs[1];
  const echo = [], http = [], answer = [], delivery = [];
  // Replies within one conversation, as a user chats (starting one is a separate, rarer call).
  const conversationId = (await (await post(sender.cookie, '/api/conversations', { title: 'Bench' })).json()).id;
  for (let i = 0; i < SAMPLES; i++) {
    echo.push(await time(() => observer.emitWithAck('ping', { t: i })));
    http.push(await time(() => fetch(`${url}/api/auth/session`, { headers: { cookie: sender.cookie } }).then((r) => r.text())));
    answer.push(await time(() => assistant.answer({ question: QUESTION })));
    const arrived = new Promise((resolve) => {
      const on = (m) => m.role === 'assistant' && (observer.off('message:created', on), resolve(process.hrtime.bigint()));
      observer.on('message:created', on);
    });
    const t0 = process.hrtime.bigint();
    const res = await post(sender.cookie, '/api/messages', { content: QUESTION, conversationId });
    if (res.status !== 200) throw new Error(`send failed: ${res.status}`);
    await res.text();
    delivery.push(Number((await arrived) - t0) / 1e6);
  }
  const budget = percentile(http, 50) + percentile(answer, 50) + 10;
  rows.push({
    sockets: size,
    users: users.length,
    'send->other tab p50/p95 ms': `${stats(delivery).p50} / ${stats(delivery).p95}`,
    'http rtt p50/p95': `${stats(http).p50} / ${stats(http).p95}`,
    'echo rtt p50/p95': `${stats(echo).p50} / ${stats(echo).p95}`,
    'answer p50': stats(answer).p50,
    'budget p50 (http+answer+10)': budget.toFixed(1),
    'ratio p50/budget': (percentile(delivery, 50) / budget).toFixed(2),
  });
}
console.log(`bench:live, ${SAMPLES} sends per size after ${WARMUP} unmeasured, embedded PGlite, server and clients in one process`);
printTable(rows);

// A document change reaching 200 admin sockets.
const admins = [];
for (let a = 0; a < 20; a++) {
  const cookie = await makeUser(`benchadmin${a}`, 'admin');
  for (let i = 0; i < 10; i++) admins.push(await connect(cookie));
}
const adminCookie = (await makeUser('benchadminwriter', 'admin'));
await tracingHandle()?.flush();
const fanout = [];
for (let i = 0; i < 10; i++) {
  const title = `Bench document ${i}`;
  const t0 = process.hrtime.bigint();
  const waits = admins.map((s) => new Promise((resolve) => {
    const on = (p) => p.document?.title === title && (s.off('document:changed', on), resolve(Number(process.hrtime.bigint() - t0) / 1e6));
    s.on('document:changed', on);
  }));
  const res = await post(adminCookie, '/api/documents', { title, content: 'Benchmark content for fan-out.', category: 'hr_policies', status: 'active' });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  fanout.push(...(await Promise.all(waits)));
}
console.log(`document:changed to ${admins.length} admin sockets, ${fanout.length} deliveries: p50=${percentile(fanout, 50).toFixed(1)} ms p95=${percentile(fanout, 95).toFixed(1)} ms p99=${percentile(fanout, 99).toFixed(1)} ms`);

for (const s of [...allSockets, ...admins]) s.close();
await app.close();
process.exit(0);

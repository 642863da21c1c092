// bench:scale socket client, forked by bench/scale.mjs (several of them, so that the clients are not
// the bottleneck). It opens the sockets it is given and notes, for every `document:changed` push,
// when it arrived (performance.timeOrigin + performance.now(): processes on one machine share the
// wall clock) under the pushed document's title, which the parent makes unique per change.
// IPC, each request answered with the same `seq`:
//   { type: 'connect', kind, targets: [{ url, cookie? }], concurrency } -> { connected, failed, ms, error }
//   { type: 'collect', kind, marker, expected, timeoutMs }            -> { times: [epoch ms, ...] }
//   { type: 'close' }                                                   -> {} and exit
import { io } from 'socket.io-client';

const now = () => performance.timeOrigin + performance.now();
const sockets = { app: [], floor: [] };
/** `${kind}\u0001${title}` -> receipt times. */
const receipts = new Map();

function record(kind, payload) {
  const at = now();
  const key = `${kind}\u0001${payload?.document?.title}`;
  let times = receipts.get(key);
  if (!times) receipts.set(key, (times = []));
  times.push(at);
}

function open(kind, { url, cookie }) {
  const socket = io(url, {
    transports: ['websocket'],
    ...(cookie && { extraHeaders: { cookie } }),
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
  });
  socket.on('document:changed', (payload) => record(kind, payload));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => (socket.close(), reject(e)));
  });
}

async function connect({ kind, targets, concurrency = 25 }) {
  const started = now();
  let failed = 0;
  let error = null;
  for (let i = 0; i < targets.length; i += concurrency) {
    const results = await Promise.allSettled(targets.slice(i, i + concurrency).map((t) => open(kind, t)));
    for (const r of results) {
      if (r.status === 'fulfilled') sockets[kind].push(r.value);
      else {
        failed++;
        error ??= String(r.reason?.message ?? r.reason);
      }
    }
  }
  return { connected: sockets[kind].length, failed, error, ms: now() - started };
}

async function collect({ kind, marker, expected, timeoutMs }) {
  const key = `${kind}\u0001${marker}`;
  const until = now() + timeoutMs;
  while ((receipts.get(key)?.length ?? 0) < expected && now() < until) await new Promise((r) => setTimeout(r, 5));
  const times = receipts.get(key) ?? [];
  receipts.delete(key);
  return { times, disconnected: sockets[kind].filter((s) => !s.connected).length };
}

process.on('message', async (m) => {
  try {
    if (m.type === 'connect') process.send({ seq: m.seq, ...(await connect(m)) });
    else if (m.type === 'collect') process.send({ seq: m.seq, ...(await collect(m)) });
    else if (m.type === 'close') {
      for (const s of [...sockets.app, ...sockets.floor]) s.close();
      process.send({ seq: m.seq }, () => process.exit(0));
    }
  } catch (e) {
    process.send({ seq: m.seq, error: String(e?.stack ?? e) });
  }
});
process.on('disconnect', () => process.exit(0));

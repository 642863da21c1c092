// bench:live's document part: the 200 admin sockets and the 1,000 other signed-in sockets, in a
// process of their own (forked by bench/live.mjs), so that their parsing is not done on the server's
// event loop, as a browser's is not. It notes when each admin socket received the `document:changed`
// of a given title on process.hrtime (CLOCK_MONOTONIC: one clock for every process of the machine,
// so the parent subtracts its own hrtime from it; the parent checks this with `clock`). The other
// sockets receive and decode every push as before; nobody listens to them.
// IPC, each request answered with the same `seq`:
//   { type: 'connect', url, admins: [cookie per socket], others: [cookie per socket] } -> { admins, others }
//   { type: 'expect', title }  -> {} once the admin sockets listen for that title
//   { type: 'collect', title } -> { times: [hrtime ns as strings, one per admin socket], payload }
//   { type: 'clock' }          -> { at: hrtime ns as a string }
//   { type: 'close' }          -> {} and exit
import { io } from 'socket.io-client';

const admins = [];
const others = [];
/** title -> { times, payload, done, resolve } */
const expected = new Map();

function open(url, cookie, onPush) {
  const socket = io(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  if (onPush) socket.on('document:changed', onPush);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function received(payload) {
  const at = process.hrtime.bigint();
  const wait = expected.get(payload?.document?.title);
  if (!wait) return;
  wait.times.push(String(at));
  wait.payload ??= payload;
  if (wait.times.length === admins.length) wait.resolve();
}

async function connect({ url, admins: adminCookies, others: otherCookies }) {
  // One at a time, as bench/live.mjs opened them in its own process.
  for (const cookie of otherCookies) others.push(await open(url, cookie, null));
  for (const cookie of adminCookies) admins.push(await open(url, cookie, received));
  return { admins: admins.length, others: others.length };
}

function expect({ title }) {
  const wait = { times: [], payload: null };
  wait.done = new Promise((resolve) => (wait.resolve = resolve));
  expected.set(title, wait);
  return {};
}

async function collect({ title }) {
  const wait = expected.get(title);
  await wait.done;
  expected.delete(title);
  return { times: wait.times, payload: wait.payload };
}

process.on('message', async (m) => {
  try {
    if (m.type === 'connect') process.send({ seq: m.seq, ...(await connect(m)) });
    else if (m.type === 'expect') process.send({ seq: m.seq, ...expect(m) });
    else if (m.type === 'collect') process.send({ seq: m.seq, ...(await collect(m)) });
    else if (m.type === 'clock') process.send({ seq: m.seq, at: String(process.hrtime.bigint()) });
    else if (m.type === 'close') {
      for (const s of [...admins, ...others]) s.close();
      process.send({ seq: m.seq }, () => process.exit(0));
    }
  } catch (e) {
    process.send({ seq: m.seq, error: String(e?.stack ?? e) });
  }
});
process.on('disconnect', () => process.exit(0));

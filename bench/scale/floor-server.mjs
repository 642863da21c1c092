// bench:scale floor: a bare Socket.IO server with the Redis Streams adapter the product uses
// (backend/src/realtime/redis-io.adapter.ts wraps @socket.io/redis-streams-adapter, same options),
// no authentication, no app. `POST /broadcast` with a JSON body emits it as `document:changed` to
// one room every socket joined, on every floor instance (through the Redis stream), as the app
// pushes a document change to its admins' room. `GET /health` answers 200 once listening.
//   env: PORT, REDIS_URL, FLOOR_PREFIX (the Redis stream / channel prefix of this run)
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

// The same packages (and versions) the backend resolves.
const require = createRequire(new URL('../../backend/package.json', import.meta.url));
const { Server } = require('socket.io');
const { createAdapter } = require('@socket.io/redis-streams-adapter');
const { createClient } = require('redis');

const prefix = process.env.FLOOR_PREFIX;
const ROOM = `${prefix}/admins`;
const redis = createClient({ url: process.env.REDIS_URL });
redis.on('error', () => undefined);
await redis.connect();

const http = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.writeHead(200).end('ok');
  if (req.method !== 'POST' || req.url !== '/broadcast') return res.writeHead(404).end();
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    io.to(ROOM).emit('document:changed', JSON.parse(Buffer.concat(chunks).toString('utf8')));
    res.writeHead(204).end();
  });
});
const io = new Server(http, { serveClient: false, cors: false });
io.adapter(
  createAdapter(redis, {
    streamName: `${prefix}:socket.io`,
    channelPrefix: `${prefix}:socket.io`,
    sessionKeyPrefix: `${prefix}:sio:session:`,
  }),
);
io.on('connection', (socket) => socket.join(ROOM));
http.listen(Number(process.env.PORT), '127.0.0.1');

const stop = () => {
  io.close();
  redis.quit().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

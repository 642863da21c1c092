// The local OTLP/HTTP receiver bench/otel-on.mjs starts in a child process, as a collector beside
// the app would be: its parsing does not run on the bench's event loop. Writes its port to fd 3;
// GET /counts answers what it got so far; when its stdin closes (the bench exited) it prints the
// same to stdout (the bench's own) and exits.
// OTEL_ON_BY_NAME=1: spans counted by name too (parses every post).
import { writeSync, closeSync } from 'node:fs';
import { createServer } from 'node:http';

let spans = 0;
let posts = 0;
const byNameWanted = Boolean(process.env.OTEL_ON_BY_NAME);
const byName = new Map();
const counts = () => ({ spans, posts, ...(byNameWanted ? { byName: Object.fromEntries([...byName].sort((a, b) => b[1] - a[1])) } : {}) });

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/counts')
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(counts()));
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    posts++;
    spans += (body.match(/"spanId"/g) ?? []).length;
    if (byNameWanted)
      try {
        for (const rs of JSON.parse(body).resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? []) for (const sp of ss.spans ?? []) byName.set(sp.name, (byName.get(sp.name) ?? 0) + 1);
      } catch {
        /* not JSON: counted above only */
      }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
server.listen(0, '127.0.0.1', () => {
  writeSync(3, `${server.address().port}\n`);
  closeSync(3);
});

process.stdin.resume();
process.stdin.on('end', () => {
  // Posts still arriving (the bench's last batch) are read before the count is printed.
  setTimeout(() => {
    const c = counts();
    process.stdout.write(`[otel-on] receiver got ${c.spans} spans in ${c.posts} posts\n`);
    if (byNameWanted)
      process.stdout.write(
        Object.entries(c.byName)
          .map(([n, k]) => `  ${k}\t${n}`)
          .join('\n') + '\n',
      );
    process.exit(0);
  }, 200);
});

// `node --import ./bench/otel-on.mjs bench/<bench>.mjs`: the same bench with tracing and metrics on.
// An OTLP/HTTP receiver in this process takes the spans (counted, printed at exit), the SDK starts
// as main.js starts it (OTEL_EXPORTER_OTLP_ENDPOINT), and METRICS_PORT=0 serves metrics.
import { createServer } from 'node:http';

let spans = 0;
let posts = 0;
// OTEL_ON_BY_NAME=1: spans counted by name too (parses every post: diagnosis only, not for timing).
const byNameWanted = Boolean(process.env.OTEL_ON_BY_NAME);
const byName = new Map();
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    posts++;
    spans += (body.match(/"spanId"/g) ?? []).length;
    if (byNameWanted) try {
      for (const rs of JSON.parse(body).resourceSpans ?? []) for (const ss of rs.scopeSpans ?? []) for (const sp of ss.spans ?? []) byName.set(sp.name, (byName.get(sp.name) ?? 0) + 1);
    } catch { /* not JSON: counted above only */ }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
receiver.unref();
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${receiver.address().port}`;
process.env.METRICS_PORT ??= '0';
const { startTracing } = await import('../backend/dist/observability/tracing.js');
const tracing = await startTracing(process.env);
console.log(`[otel-on] tracing ${tracing ? 'on' : 'OFF'}, exporting to ${process.env.OTEL_EXPORTER_OTLP_ENDPOINT}; METRICS_PORT=${process.env.METRICS_PORT}`);
// The benches end with process.exit: report what arrived by then (the last batch may still be in flight).
process.on('exit', () => {
  console.log(`[otel-on] receiver got ${spans} spans in ${posts} posts`);
  if (byNameWanted) console.log([...byName].sort((a, b) => b[1] - a[1]).map(([n, c]) => `  ${c}\t${n}`).join('\n'));
});

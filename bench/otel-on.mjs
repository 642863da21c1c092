// `node --import ./bench/otel-on.mjs bench/<bench>.mjs`: the same bench with tracing and metrics on.
// An OTLP/HTTP receiver in a child process (bench/otel-receiver.mjs, as a collector beside the app
// would be) takes the spans and prints their count when the bench exits; the SDK starts as main.js
// starts it (OTEL_EXPORTER_OTLP_ENDPOINT), and METRICS_PORT=0 serves metrics.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// stdin is the receiver's signal: it closes when this process exits, however it exits.
// Its port comes on fd 3; its count at exit goes straight to our stdout.
const receiver = spawn(process.execPath, [new URL('./otel-receiver.mjs', import.meta.url).pathname], {
  stdio: ['pipe', 'inherit', 'inherit', 'pipe'],
});
const port = await new Promise((resolve, reject) => {
  createInterface({ input: receiver.stdio[3] }).once('line', resolve);
  receiver.once('exit', (code) => reject(new Error(`OTLP receiver exited (${code})`)));
});
receiver.stdio[3].destroy();
receiver.unref();
receiver.stdin.unref?.();
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${port}`;
process.env.METRICS_PORT ??= '0';
const { startTracing } = await import('../backend/dist/observability/tracing.js');
const tracing = await startTracing(process.env);
console.log(
  `[otel-on] tracing ${tracing ? 'on' : 'OFF'}, exporting to ${process.env.OTEL_EXPORTER_OTLP_ENDPOINT}; METRICS_PORT=${process.env.METRICS_PORT}`,
);

// The anonymous flooders of flood.alone.spec.ts, in a process of their own (child_process.fork), so
// that the 429 latencies measured are the server's and not those of clients sharing its event loop.
// Plain JavaScript: a forked child does not run through vitest's transform.
//
// Started with the IPC channel; receives one message
//   { url, scanPath, clients, senders, untilMs }
// and answers with { sent: Array<Array<{ status, ms, error? }>>, clientLoopMaxMs } (error: the network error, or a 5xx's body) (one array per client) when `untilMs`
// (epoch milliseconds) has passed and every request has come back.
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

process.once('message', async ({ url, scanPath, clients, senders, untilMs }) => {
  const scan = await readFile(scanPath);
  const sent = Array.from({ length: clients }, () => []);
  // The multipart body is built once and sent as bytes: a new FormData and Blob of the scan per
  // request made garbage whose collection stalled this process (a time the server did not take).
  const encoded = new Response(
    (() => {
      const form = new FormData();
      form.append('message', 'When does the permit office open?');
      form.append('language', 'en');
      form.append('file', new Blob([scan]), 'scan.pdf');
      return form;
    })(),
  );
  const contentType = encoded.headers.get('content-type');
  const body = new Uint8Array(await encoded.arrayBuffer());
  // How late this process's own event loop ran: a client stall inflates what it measures.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  async function flood(address, mine) {
    while (Date.now() < untilMs) {
      const started = performance.now();
      let error;
      const status = await fetch(`${url}/api/simple-chat-with-file`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address, 'content-type': contentType },
        body,
      })
        .then(async (res) => {
          const body = await res.text();
          // A server error says which (its code), for the test's report.
          if (res.status >= 500) error = body.slice(0, 200);
          return res.status;
        })
        .catch((e) => {
          error = String(e?.cause?.code ?? e?.cause?.message ?? e?.message);
          return 0;
        });
      mine.push({ status, ms: performance.now() - started, ...(error && { error }) });
      // A refused flooder tries again at once, a few times a second.
      if (status === 429) await new Promise((r) => setTimeout(r, 150));
    }
  }

  await Promise.all(sent.flatMap((mine, c) => Array.from({ length: senders }, () => flood(`203.0.113.${100 + c}`, mine))));
  loop.disable();
  process.send({ sent, clientLoopMaxMs: loop.max / 1e6 }, () => process.exit(0));
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'stream'; chunks: string[]; delayMs?: number }
  | { kind: 'stall' }
  | { kind: 'fail'; status: number };

/**
 * An OpenAI-compatible chat-completions server on loopback: the one boundary the tests cannot
 * reach for real. It streams server-sent events, stalls before the first token, or fails.
 */
export async function startFakeOpenAi() {
  const requests: any[] = [];
  let behaviour: FakeBehaviour = { kind: 'stream', chunks: ['Hello'] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      if (!req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body || '{}'));
      const b = behaviour;
      if (b.kind === 'fail') {
        res.writeHead(b.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      if (b.kind === 'stall') return; // headers only, never a token: the client's first-token timeout must fire
      for (const [i, content] of b.chunks.entries()) {
        const chunk = { id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
      }
      res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next: FakeBehaviour) {
      behaviour = next;
    },
    close: () => new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one streamed request: pieces of text (slowly), or never a token. */
export type FakeReply = { pieces: string[] } | { stall: true };

/** The question a rewrite request (not streamed) asks about: the last line of its user message. */
const rewrittenQuestion = (request: FakeRequest): string => {
  const user = String(request.messages.at(-1)?.content ?? '');
  return /(?:Last question|Question): ([\s\S]*)$/.exec(user)?.[1]?.trim() ?? user;
};

export interface FakeRequest {
  stream?: boolean;
  messages: { role: string; content: string }[];
}

/** The number of the passage titled `title` in a request's prompt ("[n] Title (…)"), 0 when absent. */
export const passageNumber = (request: FakeRequest, title: string): number =>
  Number(new RegExp(`\\[(\\d+)\\] ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`).exec(request.messages[0]?.content ?? '')?.[1] ?? 0);

/**
 * A stand-in for an OpenAI-compatible chat-completions server. A streamed request gets fixed pieces
 * (or what `script` decides from the request), slowly enough that a browser can watch the text grow;
 * `[1]` cites the first passage. A request that is not streamed (the question's rewrite) gets the
 * question back unchanged. Streamed requests are kept in `requests`, to check what the model was sent.
 */
export async function startFakeModel(
  script: string[] | ((request: FakeRequest) => FakeReply),
  gapMs = 400,
): Promise<{ baseURL: string; requests: FakeRequest[]; stop: () => Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const request = JSON.parse(body || '{}') as FakeRequest;
      if (!request.stream) {
        const content = JSON.stringify({ question: rewrittenQuestion(request), translation: '' });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            id: 'r',
            object: 'chat.completion',
            created: 0,
            model: 'fake',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      requests.push(request);
      const reply = typeof script === 'function' ? script(request) : { pieces: script };
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      if ('stall' in reply) return; // headers only: the app's first-token timeout must fire
      const chunk = (delta: Record<string, string>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant' }));
      for (const piece of reply.pieces) {
        res.write(chunk({ content: piece }));
        await new Promise((r) => setTimeout(r, gapMs));
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    stop: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

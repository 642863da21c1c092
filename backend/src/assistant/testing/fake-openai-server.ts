import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'stream'; chunks: string[] | ((request: any) => string[]); delayMs?: number }
  | { kind: 'stall' }
  | { kind: 'fail'; status: number };

/**
 * How a call that is not streamed answers (the question's rewrite before retrieval): the question
 * back unchanged with no translation (the default: a model that adds nothing), a given reply, or an error.
 */
export type FakeRewriteBehaviour =
  { kind: 'unchanged' } | { kind: 'reply'; content: string | ((request: any) => string) } | { kind: 'fail'; status: number };

/** The number of the passage titled `title` in an answer request's prompt ([n] Title (…)), or 0. */
export const passageNumber = (request: any, title: string): number =>
  Number(
    new RegExp(`\\[(\\d+)\\] ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`).exec(
      String(request.messages?.[0]?.content ?? ''),
    )?.[1] ?? 0,
  );

/** The question a rewrite request asks about (the last line of its user message). */
export const rewrittenQuestion = (request: any): string => {
  const user = String(request.messages?.at(-1)?.content ?? '');
  return /(?:Last question|Question): ([\s\S]*)$/.exec(user)?.[1]?.trim() ?? user;
};

/** How `/v1/embeddings` answers: vectors (after `delayMs`), never, or an error status. */
export type FakeEmbeddingsBehaviour = { kind: 'vectors'; delayMs?: number } | { kind: 'stall' } | { kind: 'fail'; status: number };

export const FAKE_EMBEDDING_DIMS = 256;

/**
 * A deterministic stand-in for an embedding model: a hashed bag of words (lower-cased letter and
 * digit runs, FNV-1a into FAKE_EMBEDDING_DIMS buckets). `aliases` maps a word to another before
 * hashing, which is how a test makes two different words "mean" the same thing, so the dense side
 * can find what BM25 cannot. Similarity is therefore predictable: shared (or aliased) words.
 */
export function fakeEmbedding(text: string, aliases: Record<string, string> = {}): number[] {
  const v: number[] = Array.from({ length: FAKE_EMBEDDING_DIMS }, () => 0);
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const word = aliases[raw] ?? raw;
    let h = 0x811c9dc5;
    for (const ch of word) {
      h ^= ch.codePointAt(0)!;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    v[h % FAKE_EMBEDDING_DIMS] += 1;
  }
  if (!v.some((x) => x > 0)) v[0] = 1;
  return v;
}

/**
 * An OpenAI-compatible chat-completions server on loopback: the one boundary the tests cannot
 * reach for real. It streams server-sent events, stalls before the first token, or fails.
 * `/v1/embeddings` answers with `fakeEmbedding` vectors (requests recorded in `embeddingRequests`,
 * apart from the chat `requests`).
 */
export async function startFakeOpenAi() {
  /** Streamed answer requests (what the model was asked to answer from). */
  const requests: any[] = [];
  /** Calls that are not streamed: the question's rewrite. */
  const rewriteRequests: any[] = [];
  let rewrite: FakeRewriteBehaviour = { kind: 'unchanged' };
  const embeddingRequests: { model: string; input: string[]; encoding_format?: string }[] = [];
  let behaviour: FakeBehaviour = { kind: 'stream', chunks: ['Hello'] };
  let embeddings: FakeEmbeddingsBehaviour = { kind: 'vectors' };
  let aliases: Record<string, string> = {};
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      if (req.url?.endsWith('/embeddings')) {
        await answerEmbeddings(JSON.parse(body || '{}'));
        return;
      }
      if (!req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body || '{}');
      if (!request.stream) {
        answerRewrite(request);
        return;
      }
      requests.push(request);
      const b = behaviour;
      if (b.kind === 'fail') {
        res
          .writeHead(b.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      if (b.kind === 'stall') return; // headers only, never a token: the client's first-token timeout must fire
      const chunks = typeof b.chunks === 'function' ? b.chunks(request) : b.chunks;
      for (const [i, content] of chunks.entries()) {
        const chunk = {
          id: 'c1',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'fake',
          choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
      }
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });

    function answerRewrite(request: any) {
      rewriteRequests.push(request);
      const b = rewrite;
      if (b.kind === 'fail') {
        res
          .writeHead(b.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'rewrite exploded', type: 'server_error' } }));
        return;
      }
      const content =
        b.kind === 'unchanged'
          ? JSON.stringify({ question: rewrittenQuestion(request), translation: '' })
          : typeof b.content === 'function'
            ? b.content(request)
            : b.content;
      const completion = {
        id: 'r1',
        object: 'chat.completion',
        created: 0,
        model: 'fake',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    }

    async function answerEmbeddings(request: { model: string; input: string | string[]; encoding_format?: string }) {
      const input = Array.isArray(request.input) ? request.input : [request.input];
      embeddingRequests.push({ model: request.model, input, encoding_format: request.encoding_format });
      const b = embeddings;
      if (b.kind === 'stall') return; // never answers: the caller's deadline must fire
      if (b.kind === 'fail') {
        res
          .writeHead(b.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'embeddings exploded', type: 'server_error' } }));
        return;
      }
      if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
      const data = input.map((text, index) => {
        const vector = fakeEmbedding(text, aliases);
        const embedding = request.encoding_format === 'base64' ? Buffer.from(Float32Array.from(vector).buffer).toString('base64') : vector;
        return { object: 'embedding', index, embedding };
      });
      const tokens = input.reduce((n, t) => n + t.split(/\s+/).length, 0);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data, model: request.model, usage: { prompt_tokens: tokens, total_tokens: tokens } }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    rewriteRequests,
    embeddingRequests,
    setRewrite(next: FakeRewriteBehaviour) {
      rewrite = next;
    },
    set(next: FakeBehaviour) {
      behaviour = next;
    },
    setEmbeddings(next: FakeEmbeddingsBehaviour) {
      embeddings = next;
    },
    /** Words the fake model reads as other words (see fakeEmbedding). */
    setAliases(next: Record<string, string>) {
      aliases = next;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

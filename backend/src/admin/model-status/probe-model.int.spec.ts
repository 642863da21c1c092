import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeModel } from './probe-model.js';

/** A real OpenAI-compatible endpoint on a local port: /v1/models answers for the right key, hangs on /slow. */
describe('model endpoint probe', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/slow')) return; // never answers
      const ok = req.url === '/v1/models' && req.headers.authorization === 'Bearer sk-right';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(ok ? '{"data":[{"id":"llama3"}]}' : '{"error":"bad key"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('says not configured without a key, and tries nothing', async () => {
    expect(await probeModel(null, `${base}/v1`)).toEqual({
      configured: false,
      customEndpoint: true,
      endpointHost: base.slice(7),
      reachable: null,
      latencyMs: null,
      error: null,
    });
  });

  it('reaches an endpoint that accepts the key, and reports one that refuses it or hangs', async () => {
    expect(await probeModel('sk-right', `${base}/v1/`)).toMatchObject({ configured: true, reachable: true, error: null });
    expect(await probeModel('sk-wrong', `${base}/v1`)).toMatchObject({ reachable: false, error: 'HTTP 401' });
    expect(await probeModel('sk-right', `${base}/slow`, 200)).toMatchObject({ reachable: false, error: 'no answer within 200 ms' });
  });
});

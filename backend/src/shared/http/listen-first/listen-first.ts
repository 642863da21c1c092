import { createServer, type RequestListener, type Server } from 'node:http';
import { earlyAnswer } from './early-answer.js';

/** The HTTP server, open before the app is built; the app takes its requests over once it is. */
export interface EarlyHttp {
  readonly server: Server;
  /** Where it listens, as the product prints it. */
  readonly url: string;
  /** From now on every request goes to `app` (the Express instance, once its routes are in). */
  handOver(app: RequestListener): void;
  close(): Promise<void>;
}

/**
 * Opens the port before the heavy modules load (issue 50): loading them, building the Nest module
 * graph and opening the database take seconds, during which a probe found the port closed. Until
 * {@link EarlyHttp.handOver} the server answers by {@link earlyAnswer}.
 *
 * One request listener for the server's whole life, which looks at each request whom it belongs to:
 * Socket.IO, attached while the app is built, wraps the listeners it finds rather than the app's.
 */
export async function listenFirst(port: number, host: string): Promise<EarlyHttp> {
  let app: RequestListener | null = null;
  const server = createServer((req, res) => {
    if (app) return void app(req, res);
    const answer = earlyAnswer(req);
    res.writeHead(answer.status, { ...answer.headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    server,
    url: `http://localhost:${typeof address === 'object' && address ? address.port : port}`,
    handOver: (listener) => (app = listener),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import type { RequestListener, Server } from 'node:http';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { EarlyHttp } from './listen-first.js';

/**
 * Nest's Express adapter over a server that already listens ({@link listenFirst}): Nest's `listen`
 * hands the requests to Express instead of opening a port, once `init` has put the routes in (the
 * early answers stay until then, rather than Express's 404 for every route).
 */
export class ListeningExpressAdapter extends ExpressAdapter {
  constructor(private readonly early: EarlyHttp) {
    super();
  }

  override initHttpServer(): void {
    this.setHttpServer(this.early.server);
  }

  override listen(_port: string | number, ...args: unknown[]): Server {
    this.early.handOver(this.getInstance<RequestListener>());
    const callback = args.at(-1);
    // Nest reads the address in the callback, as after a real `listen`.
    if (typeof callback === 'function') setImmediate(() => callback());
    return this.early.server;
  }
}

import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { ServerOptions } from 'socket.io';
import { logger } from '../observability/logger.js';

/** Socket.IO across several app instances through Redis Streams (REDIS_URL). */
export class RedisStreamsIoAdapter extends IoAdapter {
  private client: RedisClientType | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly url: string,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    this.client = createClient({ url: this.url }) as RedisClientType;
    this.client.on('error', (e) => logger('redis').error({ err: e }, 'redis error'));
    await this.client.connect();
  }

  override createIOServer(port: number, options?: ServerOptions) {
    const server = super.createIOServer(port, options);
    server.adapter(createAdapter(this.client!));
    return server;
  }

  override async close(server: any): Promise<void> {
    await super.close(server);
    await this.client?.quit().catch(() => undefined);
  }
}

import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { RedisClientType } from '@redis/client';
import type { ServerOptions } from 'socket.io';
import { logger } from '../observability/logger.js';

/**
 * Socket.IO across several app instances through Redis Streams (REDIS_URL). The stream, the
 * pub/sub channels and the session keys carry the deployment's id (DEPLOYMENT_ID): the instances of
 * one deployment share them, another deployment on the same Redis has its own.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  private client: RedisClientType | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly url: string,
    private readonly deploymentId: string,
  ) {
    super(app);
  }

  /**
   * The client is loaded here, not at import: it is about 480 modules (`redis` adds 190 more for
   * modules the adapter never uses), which every process paid at start, embedded ones included.
   */
  async connect(): Promise<void> {
    const { createClient } = await import('@redis/client');
    this.client = createClient({ url: this.url }) as RedisClientType;
    this.client.on('error', (e) => logger('redis').error({ err: e }, 'redis error'));
    await this.client.connect();
  }

  override createIOServer(port: number, options?: ServerOptions) {
    const server = super.createIOServer(port, options);
    const prefix = this.deploymentId;
    server.adapter(
      createAdapter(this.client!, {
        streamName: `${prefix}:socket.io`,
        channelPrefix: `${prefix}:socket.io`,
        sessionKeyPrefix: `${prefix}:sio:session:`,
      }),
    );
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    await this.client?.quit().catch(() => undefined);
  }
}

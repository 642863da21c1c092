import { Inject, Optional } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { ADMINS_ROOM, SIGNED_IN_ROOM, roomForSession, roomForUser } from '@kb/contracts';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/session-resolver.js';
import { LivePublisher } from './live-publisher.js';
import type { LiveServer, LiveSocket } from './live.types.js';

/** Socket.IO on the app's own origin; the handshake is authenticated by the session cookie. */
@WebSocketGateway({ serveClient: false, cors: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer() server: LiveServer;

  constructor(
    private readonly publisher: LivePublisher,
    @Optional() @Inject(SESSION_RESOLVER) private readonly sessions?: SessionResolver,
  ) {}

  afterInit(server: LiveServer): void {
    this.publisher.attach(server);
    server.use(async (socket, next) => {
      const user = await this.sessions?.resolve(socket.handshake.headers.cookie).catch(() => null);
      if (!user) return next(new Error('unauthenticated'));
      socket.data = { userId: user.id, sessionId: user.sessionId, role: user.role };
      next();
    });
  }

  async handleConnection(socket: LiveSocket): Promise<void> {
    const { userId, sessionId, role } = socket.data;
    const rooms = [roomForUser(userId), roomForSession(sessionId), SIGNED_IN_ROOM];
    if (role === 'admin') rooms.push(ADMINS_ROOM);
    await socket.join(rooms);
    socket.on('ping', (payload, ack) => {
      if (typeof ack === 'function') ack({ t: Number(payload?.t) || 0 });
    });
  }
}

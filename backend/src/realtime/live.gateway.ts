import { Inject, type OnModuleDestroy, Optional } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/session-resolver.js';
import { isForeignOrigin } from '../auth/origins.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../core/tokens.js';
import { LivePublisher } from './live-publisher.js';
import type { LiveServer, LiveSocket } from './live.types.js';

/** Socket.IO on the app's own origin; the handshake is authenticated by the session cookie. */
@WebSocketGateway({ serveClient: false, cors: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private sessionCheck: NodeJS.Timeout | null = null;

  @WebSocketServer() server: LiveServer;

  constructor(
    private readonly publisher: LivePublisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(SESSION_RESOLVER) private readonly sessions?: SessionResolver,
  ) {}

  afterInit(server: LiveServer): void {
    this.publisher.attach(server);
    // A socket ends with its session, whatever ended it (idle or absolute expiry, deletion on the
    // server): no push reaches a browser whose REST calls would be answered 401.
    this.sessionCheck = setInterval(() => void this.endExpiredSockets().catch(() => undefined), this.config.socketSessionCheckMs);
    this.sessionCheck.unref();
    server.use(async (socket, next) => {
      // Cookie-authenticated sockets need the same cross-site check as state-changing requests:
      // a page of another site must not open a socket with the user's cookie.
      const { origin, host } = socket.handshake.headers;
      const forwarded = this.config.trustProxy
        ? String(socket.handshake.headers['x-forwarded-proto'] ?? '')
            .split(',')[0]
            .trim()
        : '';
      const scheme = forwarded || (socket.handshake.secure ? 'https' : 'http');
      if (isForeignOrigin({ method: 'POST', origin, host, scheme }, this.config)) return next(new Error('foreign origin'));
      const user = await this.sessions?.resolve(socket.handshake.headers.cookie).catch(() => null);
      if (!user) return next(new Error('unauthenticated'));
      socket.data = { userId: user.id, sessionId: user.sessionId, role: user.role };
      next();
    });
  }

  onModuleDestroy(): void {
    if (this.sessionCheck) clearInterval(this.sessionCheck);
  }

  /** This instance's sockets whose session is no longer live are told (`session:ended`, the tab then shows the signed-out state) and closed. */
  async endExpiredSockets(): Promise<number> {
    if (!this.sessions || !this.server) return 0;
    const sockets = [...this.server.sockets.sockets.values()].filter((s) => s.data?.sessionId);
    if (!sockets.length) return 0;
    const live = await this.sessions.liveSessionIds([...new Set(sockets.map((s) => s.data.sessionId))]);
    let ended = 0;
    for (const socket of sockets) {
      if (live.has(socket.data.sessionId)) continue;
      socket.emit('session:ended');
      socket.disconnect(true);
      ended++;
    }
    return ended;
  }

  async handleConnection(socket: LiveSocket): Promise<void> {
    const { userId, sessionId, role } = socket.data;
    const names = this.publisher.rooms;
    const rooms = [names.user(userId), names.session(sessionId), names.signedIn];
    if (role === 'admin') rooms.push(names.admins);
    if (role === 'admin' || role === 'auditor') rooms.push(names.auditors);
    await socket.join(rooms);
    // The handshake has been read (its headers stay in socket.handshake): the first HTTP request of
    // the connection is not kept for the socket's life (Socket.IO's "Memory usage" advice; about 4 KB
    // a socket).
    (socket.conn as { request: unknown }).request = null;
    socket.on('ping', (payload, ack) => {
      if (typeof ack === 'function') ack({ t: Number(payload?.t) || 0 });
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@kb/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../core/tokens.js';
import { LiveRooms } from './live-rooms.js';
import type { InstanceArgs, InstanceEvent, LiveArgs, LiveEvent, LiveServer } from './live.types.js';

/**
 * The one way features push to browsers. Call it only after the read model committed (DESIGN.md
 * decision 6). With the Redis Streams adapter, rooms span every app instance.
 */
@Injectable()
export class LivePublisher {
  protected server: LiveServer | null = null;
  /** This deployment's room names (live-rooms.ts). */
  readonly rooms: LiveRooms;
  /** Several instances share the rooms (REDIS_URL): only then is there anyone to tell `toInstances`. */
  private readonly clustered: boolean;
  private readonly instanceListeners: [InstanceEvent, unknown][] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.rooms = new LiveRooms(config);
    this.clustered = Boolean(config.redisUrl);
  }

  attach(server: LiveServer): void {
    this.server = server;
    for (const [event, listener] of this.instanceListeners) server.on(event, listener as never);
  }

  /**
   * To the other instances of this deployment (Socket.IO `serverSideEmit`, through the Redis stream
   * the pushes take, so it arrives before a push emitted after it). Nothing without Redis.
   */
  toInstances<E extends InstanceEvent>(event: E, ...args: InstanceArgs<E>): void {
    if (this.clustered) this.server?.serverSideEmit(event, ...args);
  }

  /** What the other instances tell with `toInstances`; listens from the server's attach on. */
  onInstances<E extends InstanceEvent>(event: E, listener: (...args: InstanceArgs<E>) => void): void {
    this.instanceListeners.push([event, listener]);
    this.server?.on(event, listener as never);
  }

  toUser<E extends LiveEvent>(userId: string, event: E, ...args: LiveArgs<E>): void {
    this.server?.to(this.rooms.user(userId)).emit(event, ...args);
  }

  toAdmins<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.server?.to(this.rooms.admins).emit(event, ...args);
  }

  /** Auditors' and admins' sockets (the audit log's live tail). */
  toAuditors<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.server?.to(this.rooms.auditors).emit(event, ...args);
  }

  /** Every signed-in socket except admins' (they get their own, fuller push). */
  toNonAdmins<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.server
      ?.to(this.rooms.signedIn)
      .except(this.rooms.admins)
      .emit(event, ...args);
  }

  /**
   * A user's role changed: their open sockets move to the rooms of the new role (an agent no longer
   * hears admins' pushes), and their tabs are told to refetch the session (admin links go at once).
   */
  roleChanged(userId: string, role: Role): void {
    if (!this.server) return;
    const sockets = this.server.in(this.rooms.user(userId));
    sockets.socketsLeave([this.rooms.admins, this.rooms.auditors]);
    if (role === 'admin') sockets.socketsJoin([this.rooms.admins, this.rooms.auditors]);
    if (role === 'auditor') sockets.socketsJoin(this.rooms.auditors);
    this.server.to(this.rooms.user(userId)).emit('session:changed');
  }

  /** Ends every socket of a session (sign-out), on every instance. */
  endSession(sessionId: string): void {
    if (!this.server) return;
    this.server.to(this.rooms.session(sessionId)).emit('session:ended');
    this.server.in(this.rooms.session(sessionId)).disconnectSockets(true);
  }
}

import { Injectable } from '@nestjs/common';
import { ADMINS_ROOM, AUDITORS_ROOM, SIGNED_IN_ROOM, roomForSession, roomForUser } from '@kb/contracts';
import type { LiveArgs, LiveEvent, LiveServer } from './live.types.js';

/**
 * The one way features push to browsers. Call it only after the read model committed (DESIGN.md
 * decision 6). With the Redis Streams adapter, rooms span every app instance.
 */
@Injectable()
export class LivePublisher {
  private server: LiveServer | null = null;

  attach(server: LiveServer): void {
    this.server = server;
  }

  toUser<E extends LiveEvent>(userId: string, event: E, ...args: LiveArgs<E>): void {
    this.server?.to(roomForUser(userId)).emit(event, ...args);
  }

  toAdmins<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.server?.to(ADMINS_ROOM).emit(event, ...args);
  }

  /** Auditors' and admins' sockets (the audit log's live tail). */
  toAuditors<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.server?.to(AUDITORS_ROOM).emit(event, ...args);
  }

  /** Every signed-in socket except admins' (they get their own, fuller push). */
  toNonAdmins<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.server?.to(SIGNED_IN_ROOM).except(ADMINS_ROOM).emit(event, ...args);
  }

  /** Ends every socket of a session (sign-out), on every instance. */
  endSession(sessionId: string): void {
    if (!this.server) return;
    this.server.to(roomForSession(sessionId)).emit('session:ended');
    this.server.in(roomForSession(sessionId)).disconnectSockets(true);
  }
}

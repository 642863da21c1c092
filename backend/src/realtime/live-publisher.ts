import { Injectable } from '@nestjs/common';
import { ADMINS_ROOM, AUDITORS_ROOM, SIGNED_IN_ROOM, roomForSession, roomForUser, type Role } from '@kb/contracts';
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

  /**
   * A user's role changed: their open sockets move to the rooms of the new role (an agent no longer
   * hears admins' pushes), and their tabs are told to refetch the session (admin links go at once).
   */
  roleChanged(userId: string, role: Role): void {
    if (!this.server) return;
    const sockets = this.server.in(roomForUser(userId));
    sockets.socketsLeave([ADMINS_ROOM, AUDITORS_ROOM]);
    if (role === 'admin') sockets.socketsJoin([ADMINS_ROOM, AUDITORS_ROOM]);
    if (role === 'auditor') sockets.socketsJoin(AUDITORS_ROOM);
    this.server.to(roomForUser(userId)).emit('session:changed');
  }

  /** Ends every socket of a session (sign-out), on every instance. */
  endSession(sessionId: string): void {
    if (!this.server) return;
    this.server.to(roomForSession(sessionId)).emit('session:ended');
    this.server.in(roomForSession(sessionId)).disconnectSockets(true);
  }
}

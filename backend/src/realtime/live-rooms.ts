import { ADMINS_ROOM, AUDITORS_ROOM, SIGNED_IN_ROOM, roomForSession, roomForUser } from '@kb/contracts';
import { deploymentIdOf, type AppConfig } from '../config/app-config.js';

/**
 * Socket.IO rooms of this deployment: every name prefixed with the deployment's id, so that two
 * deployments sharing one Redis (whose adapter streams are kept apart too, see redis-io.adapter.ts)
 * could not address each other's sockets even through a shared stream.
 */
export class LiveRooms {
  readonly admins: string;
  readonly auditors: string;
  readonly signedIn: string;
  private readonly prefix: string;

  constructor(config: Pick<AppConfig, 'deploymentId' | 'databaseUrl' | 'databaseSchema' | 'dataDir'>) {
    this.prefix = `${deploymentIdOf(config)}/`;
    this.admins = this.prefix + ADMINS_ROOM;
    this.auditors = this.prefix + AUDITORS_ROOM;
    this.signedIn = this.prefix + SIGNED_IN_ROOM;
  }

  user(userId: string): string {
    return this.prefix + roomForUser(userId);
  }

  session(sessionId: string): string {
    return this.prefix + roomForSession(sessionId);
  }
}

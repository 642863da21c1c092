import type { AuthUser } from './access.js';

/** Finds the signed-in user of a request or socket handshake from its Cookie header. */
export interface SessionResolver {
  resolve(cookieHeader: string | undefined): Promise<AuthUser | null>;
  /** Which of these session ids are still live, without counting as activity (open sockets' check). */
  liveSessionIds(sessionIds: string[]): Promise<Set<string>>;
}
export const SESSION_RESOLVER = Symbol('SESSION_RESOLVER');

import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import type { SessionResolver } from '../session-resolver.js';
import { tokenFromCookieHeader } from './session-cookie.js';
import { SessionStore, type SessionUser } from './session-store.js';

/** The one way a request or a socket handshake becomes a user: the session cookie. */
@Injectable()
export class CookieSessionResolver implements SessionResolver {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  resolve(cookieHeader: string | undefined): Promise<SessionUser | null> {
    return this.sessions.resolve(tokenFromCookieHeader(this.config, cookieHeader));
  }

  liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
    return this.sessions.liveIds(sessionIds);
  }
}

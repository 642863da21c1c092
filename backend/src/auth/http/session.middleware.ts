import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { clearSessionCookie, tokenFromCookieHeader } from '../sessions/session-cookie.js';
import { SessionStore } from '../sessions/session-store.js';

/**
 * The client asks "who am I" every 30 seconds and on every window focus (SPEC.md section 4) on its
 * own; counting that as activity would keep an abandoned tab signed in forever, so it does not.
 */
const isSessionPoll = (req: Request) => req.method === 'GET' && req.originalUrl.split('?')[0].replace(/\/$/, '') === '/api/auth/session';

/**
 * Sets `req.user` from the session cookie before any guard runs (middleware precedes guards), and
 * keeps the session alive while it is used. A cookie whose session is gone is cleared.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const token = tokenFromCookieHeader(this.config, req.headers.cookie);
    if (!token) return next();
    try {
      const user = await this.sessions.resolve(token, !isSessionPoll(req));
      if (user) req.user = user;
      else clearSessionCookie(res, this.config);
      next();
    } catch (error) {
      next(error);
    }
  }
}

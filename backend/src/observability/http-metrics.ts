import type { NextFunction, Request, Response } from 'express';
import { routeOf } from './logger.js';
import { httpDuration, rateLimitRejections, signInRejections, since } from './metrics.js';

const SIGN_IN_ROUTES = new Set(['/api/auth/login']);
const OIDC_CALLBACK = '/api/auth/oidc/callback';

/**
 * HTTP duration by method, route pattern and status; 429s as rate-limit rejections; refused
 * sign-ins by reason. Read from the response, so the auth and limit code need no hooks.
 */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const route = routeOf(req);
    const status = res.statusCode;
    httpDuration.observe({ method: req.method, route, status: String(status) }, since(started));
    if (status === 429) rateLimitRejections.inc({ route });
    if (req.method === 'POST' && SIGN_IN_ROUTES.has(route) && status >= 400) {
      signInRejections.inc({ reason: status === 429 ? 'throttled' : status === 401 ? 'bad_credentials' : 'invalid' });
    }
    // A refused single sign-on comes back to the login page with its reason (a closed set of codes).
    const location = res.getHeader('location');
    const refused = route === OIDC_CALLBACK && typeof location === 'string' ? /^\/login\?error=([a-z_]{1,32})$/.exec(location) : null;
    if (refused) signInRejections.inc({ reason: `oidc_${refused[1]}` });
  });
  next();
}

import { parseCookie, stringifySetCookie } from 'cookie';
import type { Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';

/**
 * Over HTTPS the cookie takes the `__Host-` prefix: browsers then refuse it unless it is Secure,
 * host-only and for path `/`, so a sibling subdomain cannot plant or shadow it.
 */
export const cookieName = (config: Pick<AppConfig, 'secureCookies'>) => (config.secureCookies ? '__Host-kb_session' : 'kb_session');

export function tokenFromCookieHeader(config: Pick<AppConfig, 'secureCookies'>, header: string | undefined): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[cookieName(config)] || undefined;
}

/**
 * HttpOnly: scripts never see the token. SameSite=Lax: other sites' forms and fetches do not carry
 * it (the Origin check covers older browsers). No Max-Age: the server decides expiry (idle timeout,
 * sign-out), and the browser forgets the cookie when it closes.
 */
export function setSessionCookie(res: Response, config: Pick<AppConfig, 'secureCookies'>, token: string): void {
  res.append(
    'Set-Cookie',
    stringifySetCookie({
      name: cookieName(config),
      value: token,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
    }),
  );
}

export function clearSessionCookie(res: Response, config: Pick<AppConfig, 'secureCookies'>): void {
  res.append(
    'Set-Cookie',
    stringifySetCookie({
      name: cookieName(config),
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      expires: new Date(0),
    }),
  );
}

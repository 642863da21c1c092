import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { FLOW_TTL_MS } from './oidc-flow-store.js';

type Secure = Pick<AppConfig, 'secureCookies'>;
const PATH = '/api/auth/oidc';
const name = (config: Secure) => (config.secureCookies ? '__Secure-kb_oidc' : 'kb_oidc');

/**
 * The started sign-in's id, sent back only to the callback. SameSite=Lax: the provider brings the
 * browser back with a top-level GET, which Lax cookies accompany; cross-site fetches never carry it.
 */
export function setFlowCookie(res: Response, config: Secure, id: string): void {
  res.append(
    'Set-Cookie',
    stringifySetCookie({
      name: name(config),
      value: id,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: PATH,
      maxAge: FLOW_TTL_MS / 1000,
    }),
  );
}

export function clearFlowCookie(res: Response, config: Secure): void {
  res.append(
    'Set-Cookie',
    stringifySetCookie({
      name: name(config),
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: PATH,
      expires: new Date(0),
    }),
  );
}

export const flowIdOf = (req: Request, config: Secure) =>
  req.headers.cookie ? parseCookie(req.headers.cookie)[name(config)] || undefined : undefined;

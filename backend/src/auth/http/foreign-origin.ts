import type { AppConfig } from '../../config/app-config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginFacts {
  method: string;
  origin?: string;
  referer?: string;
  host?: string;
  /** The scheme the request reached us by (`http`/`https`, as Express's `req.protocol` says). */
  scheme?: string;
}

function originOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * True when a state-changing request comes from a page of another site (cross-site request
 * forgery). SameSite=Lax already keeps the cookie off such requests in current browsers; this is
 * the second line for older ones and for same-site-but-cross-origin pages (another subdomain).
 * Own origin: the request's scheme + Host (whatever name the browser used to reach us, e.g. through
 * the dev proxy) or `publicOrigin`; plus any `allowedOrigins`. Origins are compared whole, as scheme +
 * host + port: `https://host` is not the origin of a plain-http server on that host, nor the reverse. No Origin and no Referer means no browser
 * page sent it (curl, server-to-server): allowed, it carries no ambient credentials from a visit.
 */
export function isForeignOrigin(req: OriginFacts, config: Pick<AppConfig, 'publicOrigin' | 'allowedOrigins'>): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  const source = req.origin ?? req.referer;
  if (source === undefined || source === '') return false;
  const url = originOf(source);
  // "Origin: null" (sandboxed frames, file pages, some redirects) and garbage are foreign.
  if (!url || url.origin === 'null') return true;
  if (config.publicOrigin && url.origin === originOf(config.publicOrigin)?.origin) return false;
  if (config.allowedOrigins.some((allowed) => originOf(allowed)?.origin === url.origin)) return false;
  if (req.host) {
    // Compare as the browser would: the Host header under the scheme the request came by (default ports normalised).
    const scheme = (req.scheme ?? 'http').replace(/:$/, '').toLowerCase();
    const own = originOf(`${scheme}://${req.host}`);
    if (own && own.origin === url.origin) return false;
  }
  return true;
}

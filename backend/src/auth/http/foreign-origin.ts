import type { AppConfig } from '../../config/app-config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginFacts {
  method: string;
  origin?: string;
  referer?: string;
  host?: string;
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
 * Own origin: the request's Host (whatever name the browser used to reach us, e.g. through the dev
 * proxy) or `publicOrigin`; plus any `allowedOrigins`. No Origin and no Referer means no browser
 * page sent it (curl, server-to-server): allowed, it carries no ambient credentials from a visit.
 */
export function isForeignOrigin(req: OriginFacts, config: Pick<AppConfig, 'publicOrigin' | 'allowedOrigins'>): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  const source = req.origin ?? req.referer;
  if (source === undefined || source === '') return false;
  const url = originOf(source);
  // "Origin: null" (sandboxed frames, file pages, some redirects) and garbage are foreign.
  if (!url || url.origin === 'null') return true;
  if (config.publicOrigin && url.origin === config.publicOrigin) return false;
  if (config.allowedOrigins.includes(url.origin)) return false;
  if (req.host) {
    // Compare as the browser would: the Host header normalised under the page's own scheme.
    const own = originOf(`${url.protocol}//${req.host}`);
    if (own && own.host === url.host) return false;
  }
  return true;
}

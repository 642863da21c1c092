import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Headers for the page and the API. The built client loads only its own scripts; styled-components
 * injects <style> elements at run time, hence 'unsafe-inline' for styles only. The socket connects to
 * the same host, over ws: or wss: as the page was served.
 */
export function securityHeaders(https: boolean): RequestHandler {
  const sameHostSocket = (req: IncomingMessage) => {
    const host = req.headers.host;
    return host && /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(host) ? `${https ? 'wss' : 'ws'}://${host}` : '';
  };
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", sameHostSocket],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over HTTPS: a browser told over plain HTTP would refuse the next plain-HTTP visit.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}

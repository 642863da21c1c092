import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Headers for the page and the API. The built client loads only its own scripts; styled-components
 * injects <style> elements at run time, hence 'unsafe-inline' for styles only. The socket connects to
 * the same host, over ws: or wss: as the page was served.
 */
export function securityHeaders(https: boolean): RequestHandler {
  const headers = helmetHeaders(https);
  // HSTS only on a response that travels over HTTPS: to us directly, or through a proxy TRUST_PROXY
  // believes when it says so (req.secure reads X-Forwarded-Proto then). Sent over plain HTTP it is
  // ignored at best, and it announces a policy this response was not protected by.
  const hsts = https ? 'max-age=31536000; includeSubDomains' : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (hsts && req.secure) res.setHeader('Strict-Transport-Security', hsts);
    headers(req, res, next);
  };
}

function helmetHeaders(https: boolean): RequestHandler {
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
    // Set above, per response.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
}

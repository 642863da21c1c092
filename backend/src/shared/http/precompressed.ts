import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** What Vite writes to `assets/`: a name, a dash, an 8-character content hash (`vendor-bZPQDGof.js`). */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.[a-z0-9]+$/;
/** A built file whose name holds its content hash never changes: browsers keep it a year without asking. */
const FOR_A_YEAR = 'public, max-age=31536000, immutable';
const FOR_AN_HOUR = 'public, max-age=3600';

/** How long a browser may keep a file of the built client, by its URL path. */
export function cacheControlOf(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? FOR_A_YEAR : FOR_AN_HOUR;
}

/** The URL paths of the built client's files that have a gzip copy beside them (frontend/scripts/precompress.mjs). */
function gzippedPaths(dist: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.gz')) out.add(`/${relative(dist, path.slice(0, -3)).split(sep).join('/')}`);
    }
  };
  walk(dist);
  return out;
}

/**
 * Sends the gzip copy the build wrote of a client file to a browser that accepts gzip: the client
 * arrives compressed (the vendor bundle 421 kB -> 136 kB) and the server spends no CPU on it. Only
 * paths known at start are served this way, so a request path never reaches the file system.
 */
export function precompressed(dist: string) {
  const gzipped = gzippedPaths(dist);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !gzipped.has(req.path)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return next();
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Cache-Control', cacheControlOf(req.path));
    res.type(extname(req.path));
    res.sendFile(join(dist, `${req.path}.gz`), { cacheControl: false }, (err) => err && next(err));
  };
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const BUNDLE = 'export const answer = () => "the same words, many times over";\n'.repeat(200);

describe('the app shell beside the API', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'kb-shell-'));
    await writeFile(join(dist, 'index.html'), SHELL);
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets', 'vendor-bZPQ_Gof.js'), BUNDLE);
    // As the client's build leaves it (frontend/scripts/precompress.mjs): a gzip copy beside the file.
    await writeFile(join(dist, 'assets', 'vendor-bZPQ_Gof.js.gz'), gzipSync(BUNDLE));
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ frontendDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('sends the built client compressed, its content-hashed files to be kept a year, the rest for an hour', async () => {
    const bundle = await fetch(`${t.url}/assets/vendor-bZPQ_Gof.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await bundle.text()).toBe(BUNDLE);
    // A browser that takes no gzip gets the same bytes as they are, just as cacheable.
    const plain = await fetch(`${t.url}/assets/vendor-bZPQ_Gof.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(BUNDLE);
    const icon = await fetch(`${t.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the shell to GET and HEAD of any client route, as uptime checks probe it, and never to an API path', async () => {
    for (const path of ['/', '/library', '/does/not/exist']) {
      const got = await fetch(`${t.url}${path}`);
      expect(got.status, path).toBe(200);
      expect(await got.text()).toBe(SHELL);
      const head = await fetch(`${t.url}${path}`, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^text\/html/);
      expect(Number(head.headers.get('content-length'))).toBe(SHELL.length);
    }
    for (const method of ['GET', 'HEAD']) {
      const api = await fetch(`${t.url}/api/no-such-route`, { method });
      expect(api.status, method).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

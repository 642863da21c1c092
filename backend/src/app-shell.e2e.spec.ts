import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('the app shell beside the API', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'kb-shell-'));
    await writeFile(join(dist, 'index.html'), SHELL);
    t = await startTestApp({ frontendDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
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

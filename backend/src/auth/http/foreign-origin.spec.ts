import { describe, expect, it } from 'vitest';
import { isForeignOrigin } from './foreign-origin.js';

const config = { publicOrigin: 'https://kb.gulfnet.com.kw', allowedOrigins: ['https://intranet.gulfnet.com.kw'] };
const post = (headers: { origin?: string; referer?: string; host?: string }) =>
  isForeignOrigin({ method: 'POST', host: 'localhost:3000', ...headers }, config);

describe('cross-site request check', () => {
  it('allows the app’s own origin: the Host the browser used, or the public origin', () => {
    expect(post({ origin: 'http://localhost:3000' })).toBe(false);
    expect(post({ origin: 'http://localhost:5173', host: 'localhost:5173' })).toBe(false);
    expect(post({ origin: 'https://kb.gulfnet.com.kw', host: 'app:3000' })).toBe(false);
    expect(post({ origin: 'https://kb.gulfnet.com.kw', host: 'kb.gulfnet.com.kw:443' })).toBe(false);
  });

  it('allows configured origins and requests without Origin or Referer', () => {
    expect(post({ origin: 'https://intranet.gulfnet.com.kw' })).toBe(false);
    expect(post({})).toBe(false);
  });

  it('refuses other sites, by Origin or else by Referer', () => {
    expect(post({ origin: 'https://evil.example' })).toBe(true);
    expect(post({ origin: 'http://localhost:3001' })).toBe(true);
    expect(post({ referer: 'https://evil.example/page?x=1' })).toBe(true);
    expect(post({ referer: 'http://localhost:3000/knowledge-base' })).toBe(false);
    expect(post({ origin: 'null' })).toBe(true);
    expect(post({ origin: 'not a url' })).toBe(true);
  });

  it('leaves reads alone', () => {
    expect(isForeignOrigin({ method: 'GET', origin: 'https://evil.example', host: 'localhost:3000' }, config)).toBe(false);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(isForeignOrigin({ method, origin: 'https://evil.example', host: 'localhost:3000' }, config)).toBe(true);
    }
  });
});

describe('origins compared as scheme + host + port (issue 26, finding 6)', () => {
  const plain = { publicOrigin: null, allowedOrigins: [] };
  it('refuses https://host on a plain-http server at that host and port, and the reverse', () => {
    expect(isForeignOrigin({ method: 'POST', origin: 'https://127.0.0.1:3000', host: '127.0.0.1:3000', scheme: 'http' }, plain)).toBe(true);
    expect(isForeignOrigin({ method: 'POST', origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', scheme: 'http' }, plain)).toBe(false);
    expect(isForeignOrigin({ method: 'POST', origin: 'http://kb.local', host: 'kb.local', scheme: 'https' }, plain)).toBe(true);
    expect(isForeignOrigin({ method: 'POST', origin: 'https://kb.local', host: 'kb.local:443', scheme: 'https' }, plain)).toBe(false);
  });

  it('refuses http://host when the public origin is https://host', () => {
    const https = { publicOrigin: 'https://kb.example.com', allowedOrigins: [] };
    expect(isForeignOrigin({ method: 'POST', origin: 'http://kb.example.com', host: 'kb.example.com', scheme: 'https' }, https)).toBe(true);
    expect(isForeignOrigin({ method: 'POST', origin: 'https://kb.example.com', host: 'app:3000', scheme: 'http' }, https)).toBe(false);
  });
});

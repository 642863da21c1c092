// bench:scale — the HTTP API as a browser uses it: sign-in cookies, JSON calls, accounts.
import { now } from './processes.mjs';

/** Signs in; the session cookie (`name=value; ...`). */
export async function signIn(url, username, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${username} at ${url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One JSON call; `{ status, body, ms }` (ms from the request's start to the whole body read). */
export async function call(url, cookie, method, path, body) {
  const started = now();
  const res = await fetch(url + path, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = now() - started;
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: res.status, body: parsed, ms };
}

/** Like `call`, but throws unless the status is below 300. */
export async function ok(url, cookie, method, path, body) {
  const r = await call(url, cookie, method, path, body);
  if (r.status >= 300) throw new Error(`${method} ${path} at ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/** Runs `fn(item, index)` over `items`, `limit` at a time; the results in order. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Creates `count` accounts of `role` through `POST /api/admin/users` (as the admin, spread over the
 * instances) and signs each in once at the instance after: `{ username, cookie }[]`.
 */
export async function makeUsers({ urls, adminCookies, count, role, prefix, password }) {
  return pool(
    Array.from({ length: count }, (_, i) => i),
    6,
    async (i) => {
      const username = `${prefix}${String(i).padStart(5, '0')}`;
      const at = i % urls.length;
      await ok(urls[at], adminCookies[at], 'POST', '/api/admin/users', { username, name: `Scale reader ${i}`, role, password });
      return { username, cookie: await signIn(urls[(at + 1) % urls.length], username, password) };
    },
  );
}

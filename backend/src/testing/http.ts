import type { LoginResponse } from '@kb/contracts';

/** Seeded accounts of a development start. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  agent: { username: 'agent', password: 'agent123' },
  auditor: { username: 'auditor', password: 'auditor123' },
} as const;

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** A browser-like caller for tests: one session cookie, JSON in and out. */
export interface Client {
  cookie: string;
  user: LoginResponse['user'] | null;
  userId: string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** Same as `request`. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
  put(path: string, body?: unknown): Promise<Answer>;
  patch(path: string, body?: unknown): Promise<Answer>;
  del(path: string): Promise<Answer>;
  /** One multipart file under `field`. */
  upload(path: string, name: string, bytes: Uint8Array, field?: string): Promise<Answer>;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

export function client(baseUrl: string, cookie = '', user: LoginResponse['user'] | null = null): Client {
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    answer(
      await fetch(baseUrl + path, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return {
    cookie,
    user,
    userId: user?.id ?? '',
    request,
    call: request,
    get: (p) => request('GET', p),
    post: (p, b) => request('POST', p, b),
    put: (p, b) => request('PUT', p, b),
    patch: (p, b) => request('PATCH', p, b),
    del: (p) => request('DELETE', p),
    async upload(path, name, bytes, field = 'file') {
      const form = new FormData();
      form.append(field, new Blob([bytes]), name);
      return answer(await fetch(baseUrl + path, { method: 'POST', headers: cookie ? { cookie } : {}, body: form }));
    },
  };
}

/** The `name=value` part of each Set-Cookie of a response, as a Cookie header would carry it. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

export function login(url: string, username: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
}

/** Signs in through the real endpoint (a seeded account, or any with its password) and keeps the cookie. */
export async function signIn(
  url: string,
  who: keyof typeof ACCOUNTS | string | { username: string; password: string },
  password?: string,
): Promise<Client & { user: LoginResponse['user'] }> {
  const account =
    typeof who === 'object'
      ? who
      : password === undefined && who in ACCOUNTS
        ? ACCOUNTS[who as keyof typeof ACCOUNTS]
        : { username: who, password: password ?? '' };
  const res = await login(url, account.username, account.password);
  if (res.status !== 200) throw new Error(`sign-in as ${account.username} answered ${res.status}: ${await res.text()}`);
  const { user } = (await res.json()) as LoginResponse;
  return { ...client(url, cookieOf(res), user), user };
}

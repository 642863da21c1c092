/** A signed-in HTTP client for tests: keeps the session cookie like a browser tab would. */
export interface Client {
  cookie: string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  get(path: string): Promise<{ status: number; body: any; headers: Headers }>;
  post(path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }>;
  put(path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }>;
  del(path: string): Promise<{ status: number; body: any; headers: Headers }>;
}

export function client(baseUrl: string, cookie = ''): Client {
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    cookie,
    request,
    get: (p) => request('GET', p),
    post: (p, b) => request('POST', p, b),
    put: (p, b) => request('PUT', p, b),
    del: (p) => request('DELETE', p),
  };
}

/** Signs in through the real endpoint and returns a client carrying the session cookie. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<Client> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return client(baseUrl, cookie);
}

import type { LoginResponse } from '@kb/contracts';

/** Seeded accounts of a development start. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  agent: { username: 'agent', password: 'agent123' },
  auditor: { username: 'auditor', password: 'auditor123' },
} as const;

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

/** Signs in as a seeded account (or any) and returns the Cookie header of its session. */
export async function signIn(url: string, who: keyof typeof ACCOUNTS | { username: string; password: string }): Promise<{ cookie: string; user: LoginResponse['user'] }> {
  const { username, password } = typeof who === 'string' ? ACCOUNTS[who] : who;
  const res = await login(url, username, password);
  if (res.status !== 200) throw new Error(`sign-in as ${username} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as LoginResponse;
  return { cookie: cookieOf(res), user: body.user };
}

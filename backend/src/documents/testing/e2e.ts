import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, DocumentChangedPayload, ServerToClientEvents } from '@kb/contracts';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** A browser-like caller: one session cookie, JSON in and out. */
export interface Caller {
  cookie: string;
  userId: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
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

export function caller(url: string, cookie = '', userId = ''): Caller {
  return {
    cookie,
    userId,
    async call(method, path, body, headers = {}) {
      const raw = typeof body === 'string';
      const res = await fetch(url + path, {
        method,
        headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      });
      return answer(res);
    },
    async upload(path, name, bytes, field = 'file') {
      const form = new FormData();
      form.append(field, new Blob([bytes]), name);
      return answer(await fetch(url + path, { method: 'POST', headers: cookie ? { cookie } : {}, body: form }));
    },
  };
}

/** Signs in through `POST /api/auth/login` (seeded users admin, agent, auditor) and keeps the cookie. */
export async function signIn(url: string, username: 'admin' | 'agent' | 'auditor'): Promise<Caller> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: `${username}123` }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !c.endsWith('=')).join('; ');
  const { user } = (await res.json()) as { user: { id: string } };
  return caller(url, cookie, user.id);
}

/** A real Socket.IO tab that records `document:changed` pushes and lets a test await one. */
export class DocumentsTab {
  readonly pushes: DocumentChangedPayload[] = [];
  private waiters: Array<{ match: (p: DocumentChangedPayload) => boolean; resolve: (p: DocumentChangedPayload) => void }> = [];
  private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;

  constructor(url: string, cookie: string) {
    this.socket = io(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
    this.socket.on('document:changed', (payload) => {
      this.pushes.push(payload);
      this.waiters = this.waiters.filter((w) => (w.match(payload) ? (w.resolve(payload), false) : true));
    });
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** The first push matching, already received or still to come. */
  next(match: (p: DocumentChangedPayload) => boolean, timeoutMs = 10_000): Promise<DocumentChangedPayload> {
    const seen = this.pushes.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching document:changed; got ${JSON.stringify(this.pushes.map((p) => [p.id, p.change]))}`)), timeoutMs);
      this.waiters.push({ match, resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  }

  close(): void {
    this.socket.close();
  }
}

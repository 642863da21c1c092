import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@kb/contracts';
import { nestRoutes, type RegisteredRoute } from '../auth/testing/routes.js';
import { client, signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { BODY_CASES, ID_CASES, QUERY_CASES, uploadCases, type HostileCase } from './testing/hostile-catalogue.js';

/**
 * The permanent sweep (issue 11): every route the app registers (a route added later is swept
 * without anyone listing it), as every kind of caller, with a catalogue of hostile inputs. A user
 * would notice a 5xx, a message not in their language, or a knowledge base or conversation list
 * that changed because of garbage; the sweep fails on each.
 */
type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'agent', 'auditor', 'admin'];
const ARABIC = /[\u0600-\u06FF]/;
/** Heavy cases run once per route, as one caller (rotating), to keep the sweep under a minute. */
const HEAVY = new Set(['10 MB body', '1 MB strings', '12 KB query value', 'nesting 100,000 deep']);

/**
 * Known 5xx whose cause lies outside the hardening work's files (`METHOD /path · case`). Each is
 * reported, not failed; the last test fails when an entry no longer fails, so the list only shrinks.
 */
const KNOWN_FAILURES: string[] = [];

const key = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

interface Outcome {
  route: string;
  caller: Caller;
  lang: 'en' | 'ar';
  hostile: string;
  status: number;
  problem: string | null;
  /** Id of what a 2xx answer created: garbage the server accepted as a request (null title = no title). */
  created?: string;
}

async function send(
  t: TestApp,
  c: Client,
  route: RegisteredRoute,
  hostile: HostileCase,
  lang: 'en' | 'ar',
): Promise<{ status: number; body: any }> {
  const path = route.path.replace(/:\w+/g, () => hostile.id ?? randomUUID()) + (hostile.query ? `?${hostile.query}` : '');
  const headers: Record<string, string> = { 'accept-language': lang, ...(c.cookie ? { cookie: c.cookie } : {}) };
  let body: RequestInit['body'] | undefined;
  if (hostile.body && 'json' in hostile.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(hostile.body.json);
  } else if (hostile.body && 'raw' in hostile.body) {
    headers['content-type'] = 'application/json';
    body = hostile.body.raw as RequestInit['body'];
  } else if (hostile.body && 'form' in hostile.body) body = hostile.body.form();
  else if (hostile.body && 'multipart' in hostile.body) {
    const raw = hostile.body.multipart();
    headers['content-type'] = raw.contentType;
    body = raw.bytes as RequestInit['body'];
  }
  try {
    const res = await fetch(t.url + path, { method: route.method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed };
  } catch (error) {
    // The server may answer 413 and close before a 10 MB body is sent; that is a refusal, not a crash.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    if (cause === 'EPIPE' || cause === 'ECONNRESET' || cause === 'UND_ERR_SOCKET')
      return { status: 413, body: { message: lang === 'ar' ? 'مرفوض' : 'refused' } };
    throw error;
  }
}

function problemOf(status: number, body: any, lang: 'en' | 'ar'): string | null {
  if (status >= 500) return `answered ${status}: ${JSON.stringify(body).slice(0, 200)}`;
  if (status < 400) return null;
  const message = body && typeof body === 'object' ? body.message : undefined;
  if (typeof message !== 'string' || !message) return `answered ${status} without a message: ${String(JSON.stringify(body)).slice(0, 200)}`;
  if (lang === 'ar' && !ARABIC.test(message)) return `answered ${status} in English to an Arabic caller: ${message.slice(0, 200)}`;
  if (lang === 'en' && ARABIC.test(message)) return `answered ${status} in Arabic to an English caller: ${message.slice(0, 200)}`;
  return null;
}

/** The cases one caller sends to one route: a sample of the catalogue, all of it together across callers. */
function casesFor(route: RegisteredRoute, routeIndex: number, callerIndex: number): HostileCase[] {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const hasId = /:\w+/.test(route.path);
  const pool = [
    ...(hasBody ? BODY_CASES : []),
    ...(route.method === 'GET' ? QUERY_CASES : [QUERY_CASES[routeIndex % QUERY_CASES.length]]),
    ...(hasId ? ID_CASES : []),
    ...(route.takesFiles ? uploadCases() : []),
  ];
  const heavyCaller = routeIndex % CALLERS.length;
  return pool.filter((c, i) => {
    if (HEAVY.has(c.name)) return callerIndex === heavyCaller;
    // Admins (who may call everything) get every case; the others every other one, staggered.
    return CALLERS[callerIndex] === 'admin' || (i + routeIndex + callerIndex) % 2 === 0;
  });
}

describe('hostile input on every route, as every caller', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const clients = {} as Record<Caller, Client>;
  const outcomes: Outcome[] = [];

  const lists = async () => ({
    documents: (await clients.admin.get('/api/documents?status=all&limit=100')).body,
    conversations: Object.fromEntries(
      await Promise.all((['agent', 'auditor', 'admin'] as const).map(async (r) => [r, (await clients[r].get('/api/conversations')).body])),
    ),
  });

  beforeAll(async () => {
    t = await startTestApp();
    // Sign-out ends the session the others use: it goes last.
    routes = nestRoutes(t.app).sort((a, b) => Number(key(a) === 'POST /api/auth/logout') - Number(key(b) === 'POST /api/auth/logout'));
    clients.anonymous = client(t.url);
    for (const role of ['agent', 'auditor', 'admin'] as const) clients[role] = await signIn(t.url, role);
  });
  afterAll(() => t?.close());

  it('answers no 5xx, always with a message in the caller’s language, and changes neither documents nor conversations', async () => {
    expect(routes.length).toBeGreaterThan(10);
    const before = await lists();
    let n = 0;
    for (const [routeIndex, route] of routes.entries()) {
      if (key(route) === 'POST /api/auth/logout') {
        // Compare before the sweep signs the callers out: nothing changed but what a 2xx said it created.
        expect(withoutAccepted(await lists(), outcomes)).toEqual(before);
      }
      await Promise.all(
        CALLERS.map(async (caller, callerIndex) => {
          for (const hostile of casesFor(route, routeIndex, callerIndex)) {
            const lang = n++ % 2 === 0 ? 'ar' : 'en';
            const { status, body } = await send(t, clients[caller], route, hostile, lang);
            const created = status < 300 && typeof body?.id === 'string' ? body.id : undefined;
            outcomes.push({
              route: key(route),
              caller,
              lang,
              hostile: hostile.name,
              status,
              problem: problemOf(status, body, lang),
              created,
            });
          }
        }),
      );
    }
    const problems = outcomes.filter((o) => o.problem && !KNOWN_FAILURES.includes(`${o.route} · ${o.hostile}`));
    const known = outcomes.filter((o) => o.problem && KNOWN_FAILURES.includes(`${o.route} · ${o.hostile}`));
    if (known.length) console.warn(`Known failures (TODO, outside the hardening files):\n${known.map(describeOutcome).join('\n')}`);
    expect(problems.map(describeOutcome)).toEqual([]);
    // Every route was swept by every caller; the total shows the catalogue really ran.
    expect(new Set(outcomes.map((o) => `${o.route} ${o.caller}`)).size).toBe(routes.length * CALLERS.length);
    expect(outcomes.length).toBeGreaterThan(routes.length * 8);
    // Multipart cases (issue 26) were sent to every upload route, the knowledge-file upload included.
    expect(new Set(outcomes.filter((o) => o.hostile.startsWith('multipart:')).map((o) => o.route))).toEqual(
      new Set(['POST /api/simple-chat-with-file', 'POST /api/knowledge-files', 'POST /api/upload/document']),
    );
    const multipart = outcomes.filter((o) => o.hostile.startsWith('multipart:'));
    console.log(
      `[sweep] ${outcomes.length} requests, ${multipart.length} multipart; 5xx: ${outcomes.filter((o) => o.status >= 500).length}`,
    );
  }, 300_000);

  it('still fails on each known failure (remove an entry once its cause is fixed)', () => {
    const stillFailing = new Set(outcomes.filter((o) => o.problem).map((o) => `${o.route} · ${o.hostile}`));
    expect(KNOWN_FAILURES.filter((k) => !stillFailing.has(k))).toEqual([]);
  });
});

type Lists = { documents: any; conversations: Record<string, any> };
/** The lists without the entries that a 2xx of the sweep created (an empty body is a valid "new conversation"). */
function withoutAccepted(lists: Lists, outcomes: Outcome[]): Lists {
  const accepted = new Set(outcomes.map((o) => o.created).filter(Boolean));
  const strip = (list: any) => (Array.isArray(list) ? list.filter((x) => !accepted.has(x?.id)) : list);
  return {
    documents:
      lists.documents && Array.isArray(lists.documents.documents)
        ? { ...lists.documents, documents: strip(lists.documents.documents) }
        : lists.documents,
    conversations: Object.fromEntries(Object.entries(lists.conversations).map(([k, v]) => [k, strip(v)])),
  };
}

const describeOutcome = (o: Outcome) => `${o.route} · ${o.hostile} · as ${o.caller} (${o.lang}) → ${o.problem}`;

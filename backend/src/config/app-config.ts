import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from '../observability/logger.js';
import { envInt as int, listenAddressOf } from './listen-address.js';

/** Everything the process reads from its environment, parsed once. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Schema for every table on a Postgres server (lets test runs share one database). */
  databaseSchema: string | null;
  kurrentDbUrl: string | null;
  redisUrl: string | null;
  /**
   * This deployment's name (DEPLOYMENT_ID): it prefixes the Redis stream of the Socket.IO adapter
   * and every Socket.IO room, so deployments sharing one Redis never hear each other. Default:
   * derived from the database (host, port, name) and schema, the one thing a deployment never shares
   * (null here; see {@link deploymentIdOf}).
   */
  deploymentId: string | null;
  /**
   * Where this process keeps a local copy of the memory indexes' snapshots (SNAPSHOT_CACHE_DIR;
   * `off`: none), read on a restart instead of the copy in the database when it is the same snapshot.
   * Default: `snapshots` in the data directory (embedded; none in memory), or a folder of the OS's
   * temporary directory named after the deployment (server).
   */
  snapshotCacheDir: string | null;
  openAiApiKey: string | null;
  openAiBaseUrl: string | null;
  /**
   * Embeddings model on the same OpenAI-compatible endpoint (EMBEDDINGS_MODEL): turns on hybrid
   * retrieval (BM25 fused with dense vectors). Null: BM25 alone, nothing else changes.
   */
  embeddingsModel: string | null;
  nodeEnv: string;
  /** Public origin when behind a proxy; also the cookie `Secure` switch when https. */
  publicOrigin: string | null;
  allowedOrigins: string[];
  secureCookies: boolean;
  /** Express `trust proxy`: which peers' X-Forwarded-For is believed. Off unless TRUST_PROXY is set. */
  trustProxy: boolean | number | string;
  sessionIdleMs: number;
  /** Absolute lifetime of a session however active (SESSION_MAX_HOURS); 0: none, only the idle limit. */
  sessionMaxMs: number;
  /** How often open sockets are checked against their sessions (SOCKET_SESSION_CHECK_MS, at most a minute). */
  socketSessionCheckMs: number;
  adminUsername: string | null;
  adminPassword: string | null;
  seed: boolean;
  frontendDist: string | null;
  /** LOG_LEVEL: silent, fatal, error, warn, info (default), debug, trace. */
  logLevel: LogLevel;
  /** METRICS_PORT: Prometheus text at http://METRICS_HOST:METRICS_PORT/metrics; null (default) serves none. */
  metricsPort: number | null;
  metricsHost: string;
  /** HEALTH_MAX_LAG: events projections may trail the store by while /health/ready still says ready. */
  healthMaxLag: number;
  /** The public simple chat (SIMPLE_CHAT=off turns the page's calls off) and its abuse limits. */
  simpleChat: SimpleChatConfig;
  /** OpenID Connect sign-in; null (no OIDC_ISSUER) means local accounts only. */
  oidc: OidcConfig | null;
  /** The username/password form; only LOCAL_LOGIN=false with OIDC configured turns it off. */
  localLogin: boolean;
  /**
   * Test runs only, never read from the environment: an embedded in-memory database starts from this
   * tarball of another one (`Database.dumpDataDir`) instead of an empty cluster (src/testing/test-app.ts).
   */
  pgliteTemplate?: Blob;
}

export interface OidcConfig {
  /** Issuer URL; its `.well-known/openid-configuration` is discovered. */
  issuer: string;
  clientId: string;
  /** Null: a public client (PKCE only). */
  clientSecret: string | null;
  scopes: string;
  /** The claim carrying groups or roles (`groups`, `roles`); null: everyone is an agent. */
  roleClaim: string | null;
  adminValues: string[];
  auditorValues: string[];
  buttonLabel: string;
}

export interface SimpleChatConfig {
  enabled: boolean;
  /** Questions one address (or account) may ask per window, and at once. */
  perWindow: number;
  windowMs: number;
  maxInFlight: number;
  /** Ceiling on the model's max tokens for public answers (the settings' value when lower). */
  maxTokens: number;
  /** Salt of the requester hash in recorded events; null: generated once and kept in the database. */
  salt: string | null;
  /** Attached files the public chat reads at once in one process (SIMPLE_CHAT_FILE_READS), and how many more may wait. */
  maxFileReads: number;
  maxFileReadsWaiting: number;
  /**
   * Longest time one attached file may take, waiting for a place included (SIMPLE_CHAT_FILE_READ_SECONDS):
   * past it the read is stopped, its place freed, and the asker told it could not be read in time.
   */
  fileReadMs: number;
}

/** DEPLOYMENT_ID, else `kb-` and 12 hex digits of the database's identity (no password) and schema, or of the data directory. */
export function deploymentIdOf(config: Pick<AppConfig, 'deploymentId' | 'databaseUrl' | 'databaseSchema' | 'dataDir'>): string {
  if (config.deploymentId) return config.deploymentId;
  const { databaseUrl, databaseSchema: schema } = config;
  let where = config.dataDir;
  if (databaseUrl) {
    try {
      const u = new URL(databaseUrl);
      where = `${u.protocol}//${u.hostname}:${u.port || '5432'}${u.pathname}`;
    } catch {
      where = databaseUrl;
    }
  }
  return `kb-${createHash('sha256')
    .update(`${where}|${schema ?? 'public'}`)
    .digest('hex')
    .slice(0, 12)}`;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function oidcOf(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  if (!env.OIDC_CLIENT_ID) throw new Error('OIDC_ISSUER is set but OIDC_CLIENT_ID is not');
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || null,
    scopes: env.OIDC_SCOPES?.trim() || 'openid profile email',
    roleClaim: env.OIDC_ROLE_CLAIM?.trim() || null,
    adminValues: list(env.OIDC_ADMIN_VALUES),
    auditorValues: list(env.OIDC_AUDITOR_VALUES),
    buttonLabel: env.OIDC_BUTTON_LABEL?.trim() || 'Single sign-on',
  };
}

/** `true`/`false`, a hop count, or addresses/subnets/`loopback` as Express reads them. */
function trustProxyOf(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** SNAPSHOT_CACHE_DIR, or its default (AppConfig.snapshotCacheDir). */
function snapshotCacheDirOf(env: NodeJS.ProcessEnv, dataDir: string): string | null {
  const set = env.SNAPSHOT_CACHE_DIR?.trim();
  if (set === 'off') return null;
  if (set) return resolve(set);
  if (env.DATABASE_URL) {
    const deployment = deploymentIdOf({
      deploymentId: env.DEPLOYMENT_ID?.trim() || null,
      databaseUrl: env.DATABASE_URL,
      databaseSchema: env.DATABASE_SCHEMA || null,
      dataDir,
    });
    return join(tmpdir(), 'kb-snapshots', deployment.replace(/[^\w.-]/g, '_'));
  }
  return dataDir === 'memory://' ? null : join(dataDir, 'snapshots');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR || './data');
  const publicOrigin = env.PUBLIC_ORIGIN?.replace(/\/$/, '') || null;
  const oidc = oidcOf(env);
  return {
    ...listenAddressOf(env),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    kurrentDbUrl: env.KURRENTDB_URL || null,
    redisUrl: env.REDIS_URL || null,
    deploymentId: env.DEPLOYMENT_ID?.trim() || null,
    snapshotCacheDir: snapshotCacheDirOf(env, dataDir),
    openAiApiKey: env.OPENAI_API_KEY || null,
    openAiBaseUrl: env.OPENAI_BASE_URL || null,
    embeddingsModel: env.EMBEDDINGS_MODEL?.trim() || null,
    nodeEnv: env.NODE_ENV || 'development',
    publicOrigin,
    allowedOrigins: (env.ALLOWED_ORIGINS || '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : Boolean(publicOrigin?.startsWith('https://')),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    sessionIdleMs: int(env.SESSION_IDLE_HOURS, 8) * 3600_000,
    sessionMaxMs: Math.max(0, int(env.SESSION_MAX_HOURS, 0)) * 3600_000,
    socketSessionCheckMs: Math.min(60_000, Math.max(100, int(env.SOCKET_SESSION_CHECK_MS, 60_000))),
    adminUsername: env.ADMIN_USERNAME || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seed: env.SEED !== 'false',
    frontendDist:
      env.FRONTEND_DIST === '' ? null : resolve(env.FRONTEND_DIST || new URL('../../../frontend/dist', import.meta.url).pathname),
    logLevel: LOG_LEVELS.includes(env.LOG_LEVEL as LogLevel) ? (env.LOG_LEVEL as LogLevel) : 'info',
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 9464) : null,
    metricsHost: env.METRICS_HOST || '0.0.0.0',
    healthMaxLag: int(env.HEALTH_MAX_LAG, 100),
    simpleChat: {
      enabled: env.SIMPLE_CHAT !== 'off',
      perWindow: int(env.SIMPLE_CHAT_RATE_LIMIT, 20),
      windowMs: int(env.SIMPLE_CHAT_RATE_WINDOW_MS, 60_000),
      maxInFlight: int(env.SIMPLE_CHAT_MAX_IN_FLIGHT, 2),
      maxTokens: int(env.SIMPLE_CHAT_MAX_TOKENS, 512),
      salt: env.SIMPLE_CHAT_SALT || null,
      maxFileReads: Math.max(1, int(env.SIMPLE_CHAT_FILE_READS, 2)),
      maxFileReadsWaiting: Math.max(0, int(env.SIMPLE_CHAT_FILE_READS_WAITING, 6)),
      fileReadMs: Math.max(1, int(env.SIMPLE_CHAT_FILE_READ_SECONDS, 60)) * 1000,
    },
    oidc,
    // Without single sign-on, turning the form off would lock everyone out: the setting is ignored.
    localLogin: env.LOCAL_LOGIN !== 'false' || !oidc,
  };
}

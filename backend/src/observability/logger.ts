import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import type { Request } from 'express';
import type { LoggerService } from '@nestjs/common';
import { correlationIdOf } from './correlation.js';
import { currentTraceId } from './tracing.js';

export type LogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
export const LOG_LEVELS: readonly LogLevel[] = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * Paths never written even when something logs a whole object: credentials, cookies, session
 * ids, tokens, keys, file contents, message text. Request lines carry no headers or bodies at all
 * (see `serializers`); this is the second fence.
 */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'cookie',
  '*.cookie',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'headers["set-cookie"]',
  'sessionId',
  '*.sessionId',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'idToken',
  '*.idToken',
  'refreshToken',
  '*.refreshToken',
  'code',
  '*.code_verifier',
  'apiKey',
  '*.apiKey',
  'openAiApiKey',
  '*.openAiApiKey',
  'clientSecret',
  '*.clientSecret',
  'bytes',
  '*.bytes',
  'content',
  '*.content',
  'text',
  '*.text',
  'question',
  '*.question',
  'body',
  '*.body',
];

let root: Logger = pino({ level: 'silent' });

/** The process logger; `configureLogger` replaces it at start. Child loggers name their component. */
export const logger = (component?: string): Logger => (component ? root.child({ component }) : root);

export function configureLogger(options: { level: LogLevel; pretty?: boolean; destination?: DestinationStream }): Logger {
  const base: pino.LoggerOptions = {
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const traceId = currentTraceId();
      return traceId ? { traceId } : {};
    },
  };
  if (options.destination) root = pino(base, options.destination);
  else if (options.pretty)
    root = pino({
      ...base,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid' } },
    });
  else root = pino(base);
  return root;
}

/** Readable lines in a terminal during development, JSON lines everywhere else. */
export const wantsPretty = (nodeEnv: string) =>
  nodeEnv === 'development' && Boolean(process.stdout.isTTY) && process.env.LOG_FORMAT !== 'json';

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** The path without its query string (OIDC callbacks carry codes and state there). */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

export function routeOf(req: { baseUrl?: string; route?: { path?: unknown } }): string {
  const path = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl ?? ''}${path}` || '/' : 'unmatched';
}

/** One line per request: ids, who (user id only), route, status, duration; never headers, query strings or bodies. */
export function httpLoggerOptions(): PinoHttpOptions {
  return {
    logger: root,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const header = req.headers['x-request-id'];
      const id = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: {
      ignore: (req) => {
        const path = pathOf((req as { originalUrl?: string }).originalUrl ?? req.url);
        return /^\/(health|metrics)(\/|$)/.test(path) || !/^\/(api|socket\.io)\//.test(path);
      },
    },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customProps: (req, res) => {
      // Asked at the start and at the end of a request: only the end knows the route and the user.
      if (!res.headersSent) return {};
      const r = req as unknown as Request;
      const props: Record<string, unknown> = {
        correlationId: correlationIdOf(r),
        route: routeOf(r),
      };
      if (r.user?.id) props.userId = r.user.id;
      const traceId = currentTraceId();
      if (traceId) props.traceId = traceId;
      return props;
    },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    customSuccessMessage: (req, res) =>
      `${req.method} ${pathOf((req as { originalUrl?: string }).originalUrl ?? req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf((req as { originalUrl?: string }).originalUrl ?? req.url)} ${res.statusCode}`,
  };
}

/** Nest's own messages: warnings and errors only (route mapping at start is not worth a line each). */
export class NestLogger implements LoggerService {
  log(): void {}
  warn(message: unknown, context?: string): void {
    logger('nest').warn({ context }, String(message));
  }
  error(message: unknown, ...rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? rest.at(-1) : undefined;
    logger('nest').error(
      { context, ...(message instanceof Error ? { err: message } : {}) },
      message instanceof Error ? message.message : String(message),
    );
  }
}

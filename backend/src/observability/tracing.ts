import { createRequire } from 'node:module';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { ServerToClientEvents } from '@kb/contracts';

/** The tracer of our own spans; a no-op until {@link startTracing} registered a provider. */
export const tracer = () => trace.getTracer('kb-assistant');

export interface TracingHandle {
  shutdown(): Promise<void>;
  /** Sends finished spans now (tests, a clean stop). */
  flush(): Promise<void>;
}

let active: TracingHandle | null = null;

/** True when the standard variables ask for traces to be exported somewhere. */
export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER === 'none') return false;
  return Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT ||
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ||
    (env.OTEL_TRACES_EXPORTER && env.OTEL_TRACES_EXPORTER !== 'none'),
  );
}

/**
 * Starts the OpenTelemetry SDK when the standard variables ask for it (OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_TRACES_EXPORTER; OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER
 * and the rest are read by the SDK itself). With none set nothing is loaded and nothing exported:
 * every span below is the API's no-op. Call before the app's modules load, so that the HTTP,
 * Express, pg, Redis and Socket.IO instrumentations patch them.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<TracingHandle | null> {
  if (active) return active;
  if (!tracingRequested(env)) return null;
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } = await import('@opentelemetry/instrumentation-express');
  const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
  const { RedisInstrumentation } = await import('@opentelemetry/instrumentation-redis');
  const { SocketIoInstrumentation } = await import('@opentelemetry/instrumentation-socket.io');
  const { ExpressLayerType } = await import('@opentelemetry/instrumentation-express');
  // The SDK's batch defaults (5 s, batches of 512, a queue of 2048), or the OTEL_BSP_* variables:
  // fewer, larger exports, each serialized off the request that ended the span.
  const processor = new BatchSpanProcessor(new OTLPTraceExporter());
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'kb-assistant',
    spanProcessors: [processor],
    // Metrics are prom-client's (metrics.ts). Unless OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER
    // ask for them, no OTel meter or logger provider: the SDK's default (OTLP) would have the
    // HTTP and pg instrumentations record a second set of histograms and counters on every
    // request and every query, exported to a receiver that may not take them.
    ...(env.OTEL_METRICS_EXPORTER ? {} : { metricReaders: [] }),
    ...(env.OTEL_LOGS_EXPORTER ? {} : { logRecordProcessors: [] }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(health|metrics)(\/|$|\?)/.test(req.url ?? '') }),
      // The route handler's span only: one span per middleware (body parsers, guards, metrics,
      // Nest's wrappers) was six or more per request, none of them telling more than the HTTP span.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      // Queries, not pool check-outs (one per query on the embedded store).
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new RedisInstrumentation({ requireParentSpan: true }),
      // Our pushes have their own span ('socket push', one per push whatever the room's size): the
      // instrumentation's send span would double it. The ping is a liveness probe, not a request.
      new SocketIoInstrumentation({ emitIgnoreEventList: LIVE_EVENTS, onIgnoreEventList: ['ping'] }),
    ],
  });
  sdk.start();
  // The app is ES modules: its imports of these CommonJS packages do not pass through `require`,
  // so the instrumentations patch them here, on the one shared module object.
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https', 'pg', 'express', 'socket.io', 'redis', '@redis/client']) {
    try {
      require(name);
    } catch {
      /* not installed: nothing to patch */
    }
  }
  active = {
    shutdown: async () => {
      active = null;
      await sdk.shutdown();
    },
    flush: () => processor.forceFlush(),
  };
  return active;
}

export const tracingHandle = () => active;

/** Every server → client event: pushed through LivePublisher, traced there (the record keeps the list complete). */
const LIVE_EVENT_SET: Record<keyof ServerToClientEvents, true> = {
  'document:changed': true,
  'kb-updates:changed': true,
  'conversation:created': true,
  'conversation:updated': true,
  'conversation:deleted': true,
  'messages:created': true,
  'assistant:typing': true,
  'assistant:delta': true,
  'session:ended': true,
  'session:changed': true,
  'analytics:changed': true,
  'audit:appended': true,
  'file:changed': true,
  'glossary:changed': true,
  'categories:changed': true,
  'saved:changed': true,
};
const LIVE_EVENTS = Object.keys(LIVE_EVENT_SET);

/** Runs `fn` in a span of ours; records a thrown error on it. */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
  options: { parent?: Context; kind?: SpanKind } = {},
): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(name, { attributes, kind: options.kind ?? SpanKind.INTERNAL }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The W3C `traceparent` of the active span when it is being recorded (tracing on), else undefined. */
export function currentTraceparent(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span || !span.isRecording()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The trace id of the active span (logs), when there is one. */
export function currentTraceId(): string | undefined {
  const ctx = trace.getActiveSpan()?.spanContext();
  return ctx && trace.isSpanContextValid(ctx) ? ctx.traceId : undefined;
}

/** The context an event was appended in (its metadata's `traceparent`), so work it causes joins that trace. */
export function contextOfEvent(metadata: { traceparent?: string } | undefined): Context {
  if (!metadata?.traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent: metadata.traceparent });
}

export function traceIdOf(traceparent: string | undefined | null): string | null {
  const m = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/.exec(traceparent ?? '');
  return m ? m[1] : null;
}

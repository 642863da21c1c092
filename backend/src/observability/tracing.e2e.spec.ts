import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { startTracing, tracingRequested, type TracingHandle } from './tracing.js';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  start: bigint;
  attributes: Record<string, unknown>;
}

/** An OTLP/HTTP receiver in this process: decodes the JSON the exporter posts to /v1/traces. */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const parsed = JSON.parse(body);
        for (const rs of parsed.resourceSpans ?? []) {
          for (const ss of rs.scopeSpans ?? []) {
            for (const s of ss.spans ?? []) {
              spans.push({
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId || undefined,
                name: s.name,
                kind: s.kind,
                start: BigInt(s.startTimeUnixNano),
                attributes: Object.fromEntries((s.attributes ?? []).map((a: any) => [a.key, Object.values(a.value ?? {})[0]])),
              });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

describe('traces (OpenTelemetry)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let tracing: TracingHandle | null;
  let app: TestApp;

  it('creates no exporter and no provider when no OTEL variable is set', async () => {
    expect(tracingRequested({})).toBe(false);
    expect(await startTracing({})).toBeNull();
    // The global provider is still the API's proxy with no SDK behind it: spans are no-ops.
    const span = trace.getTracer('t').startSpan('x');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('00000000000000000000000000000000');
  });

  describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
    beforeAll(async () => {
      receiver = await startReceiver();
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
      process.env.OTEL_EXPORTER_OTLP_PROTOCOL = 'http/json';
      process.env.OTEL_SERVICE_NAME = 'kb-test';
      tracing = await startTracing(process.env);
      app = await startTestApp();
    });
    afterAll(async () => {
      await app?.close();
      await tracing?.shutdown();
      receiver?.server.close();
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    });

    it('follows a chat question in one trace: HTTP, append, projection apply, retrieval, answer, socket push', async () => {
      expect(tracing).not.toBeNull();
      const agent = await signIn(app.url, 'agent');
      const tab = new LiveTab(app.url, agent.cookie);
      await tab.connected();
      const sent = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' });
      expect(sent.status).toBe(200);
      await tab.nextMessage((m) => m.role === 'assistant').catch(() => undefined);
      tab.close();
      await tracing!.flush();

      const answer = receiver.spans.find((s) => s.name === 'answer');
      expect(answer, `spans received: ${[...new Set(receiver.spans.map((s) => s.name))].join(', ')}`).toBeDefined();
      const inTrace = receiver.spans
        .filter((s) => s.traceId === answer!.traceId)
        .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
      const first = (predicate: (s: ReceivedSpan) => boolean, what: string) => {
        const found = inTrace.find(predicate);
        expect(found, `${what} in the trace; it holds: ${inTrace.map((s) => s.name).join(', ')}`).toBeDefined();
        return found!;
      };
      const http = first(
        (s) =>
          s.kind === 2 &&
          String(s.attributes['http.route'] ?? s.attributes['http.target'] ?? s.attributes['url.path'] ?? s.name).includes('/api/messages'),
        'the HTTP server span',
      );
      const append = first(
        (s) => s.name === 'event append' && String(s.attributes['kb.events']).includes('MessagePosted'),
        'the question’s append (with its reply)',
      );
      const apply = first(
        (s) => s.name === 'projection apply' && String(s.attributes['kb.event']).split(',').includes('MessagePosted'),
        'a projection applying it',
      );
      const retrieval = first((s) => s.name === 'retrieval', 'retrieval');
      const push = first((s) => s.name === 'socket push' && s.start >= apply.start, 'a socket push after the projection');
      // In order: the request, the answer (retrieval in it), then the question and its quick reply in
      // one append, then its projection.
      expect(String(append.attributes['kb.events']).split(',')).toEqual(['MessagePosted', 'AssistantReplied']);
      expect(http.start <= answer!.start).toBe(true);
      expect(answer!.start <= retrieval.start).toBe(true);
      expect(answer!.start <= append.start).toBe(true);
      expect(append.start <= apply.start).toBe(true);
      expect(push.start >= apply.start).toBe(true);
      // Every span of ours hangs off the request's span.
      expect(inTrace.every((s) => s === http || s.parentSpanId)).toBe(true);

      // The event records the trace, and the audit view shows its trace id.
      const auditor = await signIn(app.url, 'auditor');
      const events = await auditor.get(`/api/audit/events?type=MessagePosted`);
      expect(events.status).toBe(200);
      const items = (events.body.items ?? events.body.events ?? events.body) as any[];
      expect(items.some((e) => e.metadata?.traceId === answer!.traceId)).toBe(true);
    });
  });
});

import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { ModuleRef } from '@nestjs/core';
import type { AnswerMode } from '@kb/contracts';
import { Assistant, type AnswerReply, type AnswerRequest } from '../assistant/assistant.port.js';
import { LivePublisher } from '../realtime/live-publisher.js';
import type { LiveEvent } from '../realtime/live.types.js';
import { answerDuration, answers, modelCallDuration, modelCallErrors, modelTokens, openSockets, since, socketPushes, type AnswerOutcome, type AnswerSource } from './metrics.js';
import { onScrape } from './metrics.js';
import { inSpan, tracer, tracingHandle } from './tracing.js';

/**
 * Thin wrappers, installed on the live instances at start, so the answering internals (issue 28)
 * and the socket rooms (issue 26) stay untouched: an answer gets its span, its retrieval span (from
 * the timings it reports) and its metrics; the model call its latency, errors and tokens; each push
 * its span.
 */
export function outcomeOf(reply: Pick<AnswerReply, 'mode' | 'error'>): AnswerOutcome {
  // The model failed or timed out: the asker got the extractive fallback with a warning.
  if (reply.error) return 'failed';
  const modes: Record<AnswerMode, AnswerOutcome> = { extractive: 'answered', llm: 'answered', uncertain: 'not_sure', not_found: 'not_found' };
  return modes[reply.mode] ?? 'answered';
}

export const sourceOf = (request: AnswerRequest): AnswerSource => (request.fileId ? 'file' : request.documentsOnly ? 'simple_chat' : 'chat');

export function instrumentAssistant(modules: ModuleRef): () => void {
  let assistant: Assistant;
  try {
    assistant = modules.get(Assistant, { strict: false });
  } catch {
    return () => undefined;
  }
  const original = assistant.answer;
  const undoModel = instrumentModel(assistant);
  assistant.answer = async function instrumented(this: Assistant, request: AnswerRequest): Promise<AnswerReply> {
    const source = sourceOf(request);
    const started = process.hrtime.bigint();
    return inSpan('answer', { 'kb.answer.source': source }, async (span) => {
      // Read once the answer's span exists (its start is Date.now() too): a time read before it
      // could fall a millisecond earlier and draw retrieval starting before the answer holding it.
      const startedAt = Date.now();
      let reply: AnswerReply;
      try {
        reply = await original.call(this, request);
      } catch (error) {
        const language = request.language ?? assistant.detectLanguage(request.question);
        answers.inc({ outcome: 'failed', language, source });
        answerDuration.observe({ outcome: 'failed', source }, since(started));
        throw error;
      }
      const outcome = outcomeOf(reply);
      answers.inc({ outcome, language: reply.language, source });
      answerDuration.observe({ outcome, source }, since(started));
      // Retrieval runs first inside the answer; its span is drawn from the time the answer reports.
      const retrievalMs = reply.timings?.retrievalMs ?? 0;
      tracer().startSpan('retrieval', { startTime: startedAt, attributes: { 'kb.retrieval.sources': reply.sources.length } }).end(startedAt + retrievalMs);
      span.setAttributes({ 'kb.answer.outcome': outcome, 'kb.answer.mode': reply.mode, 'kb.answer.language': reply.language });
      if (reply.error) span.setStatus({ code: SpanStatusCode.ERROR, message: reply.error });
      return reply;
    });
  };
  return () => {
    assistant.answer = original;
    undoModel();
  };
}

/** Wraps the model client of the assistant, when it has one (OPENAI_API_KEY). */
function instrumentModel(assistant: Assistant): () => void {
  const model = (assistant as unknown as { model?: { generate: (req: { onDelta?: (d: string) => void }) => Promise<unknown> } | null }).model;
  if (!model || typeof model.generate !== 'function') return () => undefined;
  const original = model.generate;
  model.generate = async function instrumented(this: unknown, req: { onDelta?: (d: string) => void }) {
    const started = process.hrtime.bigint();
    let tokens = 0;
    const onDelta = (delta: string) => {
      tokens++;
      req.onDelta?.(delta);
    };
    return inSpan('model call', {}, async (span) => {
      try {
        const result = await original.call(this, { ...req, onDelta });
        modelCallDuration.observe({ result: 'ok' }, since(started));
        return result;
      } catch (error) {
        const reason = (error as Error).name === 'ModelTimeoutError' || /timed? ?out/i.test((error as Error).message) ? 'timeout' : 'error';
        modelCallDuration.observe({ result: reason }, since(started));
        modelCallErrors.inc({ reason });
        throw error;
      } finally {
        modelTokens.inc({ kind: 'completion' }, tokens);
        span.setAttribute('kb.model.completion_tokens', tokens);
      }
    });
  };
  return () => {
    model.generate = original;
  };
}

type PushMethod = 'toUser' | 'toAdmins' | 'toAuditors' | 'toNonAdmins';

/**
 * Pushes of state nothing records, with no span of their own: a streamed answer's text (one push
 * per model token: the model call's span counts them) and the typing indicator around it. Counted
 * like every push.
 */
const UNTRACED_PUSHES = new Set<string>(['assistant:delta', 'assistant:typing'] satisfies LiveEvent[]);

/**
 * A span and a count per live push (the ephemeral ones above: a count only): one span per push
 * whatever the room's size, with the number of this instance's sockets in the room as an attribute
 * (a broadcast is one emit, not one per socket). The open-socket gauge is read when scraped.
 */
export function instrumentLivePublisher(modules: ModuleRef): () => void {
  let publisher: LivePublisher;
  try {
    publisher = modules.get(LivePublisher, { strict: false });
  } catch {
    return () => undefined;
  }
  const audiences: Record<PushMethod, string> = { toUser: 'user', toAdmins: 'admins', toAuditors: 'auditors', toNonAdmins: 'signed_in' };
  type Push = (this: LivePublisher, ...args: unknown[]) => void;
  type Rooms = Map<string, Set<string>> | undefined;
  const methods = publisher as unknown as Record<PushMethod, Push>;
  const originals = new Map<PushMethod, Push>();
  const roomsOf = () => (publisher as unknown as { server?: { sockets?: { adapter?: { rooms?: Rooms } } } | null }).server?.sockets?.adapter?.rooms;
  const sizeOf = (rooms: Rooms, room: string) => rooms?.get(room)?.size ?? 0;
  const recipients: Record<PushMethod, (args: unknown[]) => number> = {
    toUser: (args) => sizeOf(roomsOf(), publisher.rooms.user(String(args[0]))),
    toAdmins: () => sizeOf(roomsOf(), publisher.rooms.admins),
    toAuditors: () => sizeOf(roomsOf(), publisher.rooms.auditors),
    // Every socket joins the signed-in room, admins' too.
    toNonAdmins: () => Math.max(0, sizeOf(roomsOf(), publisher.rooms.signedIn) - sizeOf(roomsOf(), publisher.rooms.admins)),
  };
  for (const method of Object.keys(audiences) as PushMethod[]) {
    const original = methods[method];
    originals.set(method, original);
    const audience = audiences[method];
    // The labelled child once, not a label lookup per push.
    const pushes = socketPushes.labels({ audience });
    methods[method] = function instrumented(this: LivePublisher, ...args: unknown[]) {
      pushes.inc();
      if (!tracingHandle() || !trace.getActiveSpan()) return original.apply(this, args);
      const event = String(method === 'toUser' ? args[1] : args[0]);
      if (UNTRACED_PUSHES.has(event)) return original.apply(this, args);
      const span = tracer().startSpan('socket push', { attributes: { 'kb.push.event': event, 'kb.push.audience': audience, 'kb.push.recipients': recipients[method](args) } });
      try {
        return original.apply(this, args);
      } finally {
        span.end();
      }
    };
  }
  const stopGauge = onScrape(() => {
    const server = (publisher as unknown as { server?: { engine?: { clientsCount?: number } } | null }).server;
    openSockets.set(server?.engine?.clientsCount ?? 0);
  });
  return () => {
    for (const [method, original] of originals) methods[method] = original;
    stopGauge();
  };
}

import { SpanStatusCode } from '@opentelemetry/api';
import type { AnswerMode, Language } from '@kb/contracts';
import { answerDuration, answers, since, type AnswerOutcome, type AnswerSource } from '../observability/metrics.js';
import { inSpan, tracer } from '../observability/tracing.js';
import { Assistant, type AnswerReply, type AnswerRequest } from './assistant.port.js';

/** How an answer counts in `kb_answers_total`: a model failure (the extractive fallback stood in) is `failed`. */
export function outcomeOf(reply: Pick<AnswerReply, 'mode' | 'error'>): AnswerOutcome {
  if (reply.error) return 'failed';
  const modes: Record<AnswerMode, AnswerOutcome> = {
    extractive: 'answered',
    llm: 'answered',
    uncertain: 'not_sure',
    not_found: 'not_found',
  };
  return modes[reply.mode] ?? 'answered';
}

export const sourceOf = (request: AnswerRequest): AnswerSource =>
  request.fileId ? 'file' : request.documentsOnly ? 'simple_chat' : 'chat';

/**
 * The assistant as the app uses it (assistant.module.ts provides it as `Assistant`): each answer
 * gets its span, a retrieval span drawn from the timings the answer reports, and its metrics.
 */
export class ObservedAssistant extends Assistant {
  constructor(private readonly inner: Assistant) {
    super();
  }

  detectLanguage(text: string): Language {
    return this.inner.detectLanguage(text);
  }

  answer(request: AnswerRequest): Promise<AnswerReply> {
    const source = sourceOf(request);
    const started = process.hrtime.bigint();
    return inSpan('answer', { 'kb.answer.source': source }, async (span) => {
      // Read once the answer's span exists (its start is Date.now() too): a time read before it
      // could fall a millisecond earlier and draw retrieval starting before the answer holding it.
      const startedAt = Date.now();
      let reply: AnswerReply;
      try {
        reply = await this.inner.answer(request);
      } catch (error) {
        const language = request.language ?? this.inner.detectLanguage(request.question);
        answers.inc({ outcome: 'failed', language, source });
        answerDuration.observe({ outcome: 'failed', source }, since(started));
        throw error;
      }
      const outcome = outcomeOf(reply);
      answers.inc({ outcome, language: reply.language, source });
      answerDuration.observe({ outcome, source }, since(started));
      const retrievalMs = reply.timings?.retrievalMs ?? 0;
      tracer()
        .startSpan('retrieval', { startTime: startedAt, attributes: { 'kb.retrieval.sources': reply.sources.length } })
        .end(startedAt + retrievalMs);
      span.setAttributes({ 'kb.answer.outcome': outcome, 'kb.answer.mode': reply.mode, 'kb.answer.language': reply.language });
      if (reply.error) span.setStatus({ code: SpanStatusCode.ERROR, message: reply.error });
      return reply;
    });
  }
}

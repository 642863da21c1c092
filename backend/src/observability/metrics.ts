import client from 'prom-client';

/**
 * Every metric the app exports, in one registry. Labels are low-cardinality by construction: routes
 * are Express route patterns, outcomes and sources closed sets, never a user id or free text.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'kb_process_' });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpDuration = new client.Histogram({
  name: 'kb_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: seconds,
  registers: [registry],
});

export type AnswerOutcome = 'answered' | 'not_sure' | 'not_found' | 'failed';
export type AnswerSource = 'chat' | 'simple_chat' | 'file';

export const answers = new client.Counter({
  name: 'kb_answers_total',
  help: 'Answers by outcome (answered, not_sure, not_found, failed), language and source (chat, simple_chat, file)',
  labelNames: ['outcome', 'language', 'source'] as const,
  registers: [registry],
});

export const answerDuration = new client.Histogram({
  name: 'kb_answer_duration_seconds',
  help: 'Time to answer a question, by outcome and source',
  labelNames: ['outcome', 'source'] as const,
  buckets: seconds,
  registers: [registry],
});

export const modelCallDuration = new client.Histogram({
  name: 'kb_model_call_duration_seconds',
  help: 'Language-model call duration, by result (ok, error, timeout)',
  labelNames: ['result'] as const,
  buckets: seconds,
  registers: [registry],
});

export const modelCallErrors = new client.Counter({
  name: 'kb_model_call_errors_total',
  help: 'Language-model calls that failed, by reason (error, timeout)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const modelTokens = new client.Counter({
  name: 'kb_model_tokens_total',
  help: 'Tokens of the language model by kind (prompt, completion) as the endpoint reports them; without a usage report, one streamed content chunk counts as one completion token',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const modelPromptChars = new client.Histogram({
  name: 'kb_model_prompt_chars',
  help: 'Characters sent to the language model per answer, by part (passages: the retrieved context; total: every message)',
  labelNames: ['part'] as const,
  buckets: [500, 1000, 2000, 4000, 8000, 12000, 16000, 24000, 32000, 64000],
  registers: [registry],
});

export const questionRewrites = new client.Counter({
  name: 'kb_question_rewrites_total',
  help: 'Questions the model was asked to rewrite before retrieval, by result (rewritten, unchanged, failed)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const modelRefusals = new client.Counter({
  name: 'kb_model_refusals_total',
  help: 'Answers where the model said the passages do not answer (the not-found reply), by language',
  labelNames: ['language'] as const,
  registers: [registry],
});

export const appendDuration = new client.Histogram({
  name: 'kb_event_append_duration_seconds',
  help: 'Event append duration (one append of one or more events)',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const appendedEvents = new client.Counter({
  name: 'kb_events_appended_total',
  help: 'Events appended by commands',
  registers: [registry],
});

export const appendConflicts = new client.Counter({
  name: 'kb_event_append_conflicts_total',
  help: 'Appends refused for a wrong expected version (concurrent writers)',
  registers: [registry],
});

export const projectionApplied = new client.Counter({
  name: 'kb_projection_events_applied_total',
  help: 'Events applied by each projector',
  labelNames: ['projector'] as const,
  registers: [registry],
});

export const projectionFailures = new client.Counter({
  name: 'kb_projection_failures_total',
  help: 'Projector batches that failed and are retried from the last checkpoint',
  labelNames: ['projector'] as const,
  registers: [registry],
});

export const projectionLagEvents = new client.Gauge({
  name: 'kb_projection_lag_events',
  help: 'Events in the store a projector has not applied yet (counted up to 1000)',
  labelNames: ['projector'] as const,
  registers: [registry],
});

export const projectionLagSeconds = new client.Gauge({
  name: 'kb_projection_lag_seconds',
  help: 'Age of the oldest event a projector has not applied yet (0 when caught up)',
  labelNames: ['projector'] as const,
  registers: [registry],
});

export const openSockets = new client.Gauge({
  name: 'kb_open_sockets',
  help: 'Socket.IO connections open on this instance',
  registers: [registry],
});

export const socketPushes = new client.Counter({
  name: 'kb_socket_pushes_total',
  help: 'Live pushes sent to socket rooms, by audience',
  labelNames: ['audience'] as const,
  registers: [registry],
});

export const extractionQueue = new client.Gauge({
  name: 'kb_file_extraction_queue',
  help: 'Knowledge files waiting for or in text extraction',
  registers: [registry],
});

export const extractionDuration = new client.Histogram({
  name: 'kb_file_extraction_duration_seconds',
  help: 'Knowledge-file text extraction duration, by result (ok, failed)',
  labelNames: ['result'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [registry],
});

export const rateLimitRejections = new client.Counter({
  name: 'kb_rate_limit_rejections_total',
  help: 'Requests refused with 429 Too Many Requests, by route pattern',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const signInRejections = new client.Counter({
  name: 'kb_sign_in_rejections_total',
  help: 'Refused sign-ins, by reason (bad_credentials, throttled, invalid)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** The closed label sets of the labelled counters, each series created at 0 on start (see zeroCounters). */
export const ANSWER_OUTCOMES: readonly AnswerOutcome[] = ['answered', 'not_sure', 'not_found', 'failed'];
export const ANSWER_LANGUAGES = ['en', 'ar'] as const;
export const ANSWER_SOURCES: readonly AnswerSource[] = ['chat', 'simple_chat', 'file'];
export const MODEL_ERROR_REASONS = ['error', 'timeout'] as const;
/** Every route that answers 429 itself (sign-in and password throttles, the public chat's limits). */
export const RATE_LIMITED_ROUTES = ['/api/auth/login', '/api/auth/password', '/api/simple-chat', '/api/simple-chat-with-file'] as const;
export const SIGN_IN_REJECTION_REASONS = ['bad_credentials', 'throttled', 'invalid'] as const;
export const PUSH_AUDIENCES = ['user', 'admins', 'auditors', 'signed_in'] as const;
export const TOKEN_KINDS = ['completion', 'prompt'] as const;
export const REWRITE_RESULTS = ['rewritten', 'unchanged', 'failed'] as const;

/**
 * Every series of a labelled counter whose labels are a closed set, created at 0 (issue 44): a
 * series born on its first increment has no earlier sample, so `increase()` and `rate()` after a
 * start miss that first failure and an alert on it stays silent. Projectors are named by the app:
 * projections create theirs (projection-metrics.ts).
 */
export function zeroCounters(): void {
  for (const outcome of ANSWER_OUTCOMES) {
    for (const language of ANSWER_LANGUAGES) for (const source of ANSWER_SOURCES) answers.inc({ outcome, language, source }, 0);
  }
  for (const reason of MODEL_ERROR_REASONS) modelCallErrors.inc({ reason }, 0);
  for (const kind of TOKEN_KINDS) modelTokens.inc({ kind }, 0);
  for (const result of REWRITE_RESULTS) questionRewrites.inc({ result }, 0);
  for (const language of ANSWER_LANGUAGES) modelRefusals.inc({ language }, 0);
  for (const route of RATE_LIMITED_ROUTES) rateLimitRejections.inc({ route }, 0);
  for (const reason of SIGN_IN_REJECTION_REASONS) signInRejections.inc({ reason }, 0);
  for (const audience of PUSH_AUDIENCES) socketPushes.inc({ audience }, 0);
}

/** Gauges read when scraped (projection lag, sockets, queue): registered by whoever knows them. */
const collectors: Array<() => Promise<void> | void> = [];
export function onScrape(collect: () => Promise<void> | void): () => void {
  collectors.push(collect);
  return () => {
    const i = collectors.indexOf(collect);
    if (i >= 0) collectors.splice(i, 1);
  };
}

export async function scrape(): Promise<string> {
  await Promise.all(
    collectors.map((c) =>
      Promise.resolve()
        .then(c)
        .catch(() => undefined),
    ),
  );
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;

const elapsed = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
export const since = elapsed;

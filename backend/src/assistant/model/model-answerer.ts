import type OpenAI from 'openai';
import { openAiClient } from './openai-client.js';
import type { Settings } from '@kb/contracts';
import { modelCallDuration, modelCallErrors, modelTokens, since } from '../../observability/metrics.js';
import { inSpan } from '../../observability/tracing.js';

export class ModelTimeoutError extends Error {
  constructor(readonly afterMs: number) {
    super(`The model sent no token within ${afterMs} ms`);
  }
}

export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export interface GenerateRequest {
  messages: ModelMessage[];
  settings: Settings;
  onDelta?: (delta: string) => void;
}

interface Usage {
  prompt_tokens?: number;
  completion_tokens?: number;
}

/**
 * Calls any OpenAI-compatible server, each call with its span and metrics (latency by result,
 * errors by reason, tokens by kind). `settings.timeout` bounds the time to the first token; after
 * that, a stall longer than the same bound (at least 10 s) also aborts.
 */
export class ModelAnswerer {
  private readonly client: Promise<OpenAI>;

  constructor(apiKey: string, baseURL: string | null) {
    this.client = openAiClient(apiKey, baseURL);
  }

  /** A streamed answer. */
  generate(req: GenerateRequest): Promise<{ text: string; firstTokenMs: number }> {
    return this.observed('model call', (count) => this.stream(req, count));
  }

  /**
   * A short answer, not streamed (the question's rewrite): `maxTokens` and temperature 0, the
   * whole call bounded by the settings' timeout.
   */
  complete(messages: ModelMessage[], settings: Settings, maxTokens: number): Promise<string> {
    return this.observed('model rewrite', async (count) => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), settings.timeout);
      try {
        const completion = await (
          await this.client
        ).chat.completions.create({ model: settings.model, temperature: 0, max_tokens: maxTokens, messages }, { signal: abort.signal });
        count(completion.usage ?? undefined, 0);
        return completion.choices?.[0]?.message?.content ?? '';
      } catch (error) {
        if (abort.signal.aborted) throw new ModelTimeoutError(settings.timeout);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  }

  private observed<T>(name: string, call: (count: (usage: Usage | undefined, chunks: number) => void) => Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    return inSpan(name, {}, async (span) => {
      const count = (usage: Usage | undefined, chunks: number) => {
        const completion = usage?.completion_tokens ?? chunks;
        modelTokens.inc({ kind: 'completion' }, completion);
        span.setAttribute('kb.model.completion_tokens', completion);
        if (usage?.prompt_tokens !== undefined) {
          modelTokens.inc({ kind: 'prompt' }, usage.prompt_tokens);
          span.setAttribute('kb.model.prompt_tokens', usage.prompt_tokens);
        }
      };
      try {
        const result = await call(count);
        modelCallDuration.observe({ result: 'ok' }, since(started));
        return result;
      } catch (error) {
        const reason = error instanceof ModelTimeoutError ? 'timeout' : 'error';
        modelCallDuration.observe({ result: reason }, since(started));
        modelCallErrors.inc({ reason });
        throw error;
      }
    });
  }

  private async stream(
    req: GenerateRequest,
    count: (usage: Usage | undefined, chunks: number) => void,
  ): Promise<{ text: string; firstTokenMs: number }> {
    const abort = new AbortController();
    const started = Date.now();
    let firstTokenMs: number | null = null;
    let timedOut: number | null = null;
    let timer = setTimeout(() => {
      timedOut = req.settings.timeout;
      abort.abort();
    }, req.settings.timeout);
    const stallMs = Math.max(req.settings.timeout, 10_000);
    let chunks = 0;
    let usage: Usage | undefined;
    try {
      const stream = await (
        await this.client
      ).chat.completions.create(
        {
          model: req.settings.model,
          temperature: req.settings.temperature,
          max_tokens: req.settings.maxTokens,
          stream: true,
          // The endpoint's own token counts, in a last chunk (OpenAI, Azure, vLLM, Ollama and LM Studio send it).
          stream_options: { include_usage: true },
          messages: req.messages,
        },
        { signal: abort.signal },
      );
      let text = '';
      for await (const chunk of stream) {
        if (chunk.usage) usage = chunk.usage;
        const delta = chunk.choices?.[0]?.delta?.content ?? '';
        if (!delta) continue;
        chunks++;
        if (firstTokenMs === null) firstTokenMs = Date.now() - started;
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = stallMs;
          abort.abort();
        }, stallMs);
        text += delta;
        req.onDelta?.(delta);
      }
      if (!text.trim()) throw new Error('The model returned an empty answer');
      return { text, firstTokenMs: firstTokenMs ?? Date.now() - started };
    } catch (error) {
      if (timedOut !== null) throw new ModelTimeoutError(timedOut);
      throw error;
    } finally {
      clearTimeout(timer);
      count(usage, chunks);
    }
  }
}

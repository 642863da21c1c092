import OpenAI from 'openai';
import type { Settings } from '@kb/contracts';

export class ModelTimeoutError extends Error {
  constructor(readonly afterMs: number) {
    super(`The model sent no token within ${afterMs} ms`);
  }
}

export interface GenerateRequest {
  messages: { role: 'system' | 'user'; content: string }[];
  settings: Settings;
  onDelta?: (delta: string) => void;
}

/**
 * Streams a chat completion from any OpenAI-compatible server. `settings.timeout` bounds the time
 * to the first token; after that, a stall longer than the same bound (at least 10 s) also aborts.
 */
export class ModelAnswerer {
  private readonly client: OpenAI;

  constructor(apiKey: string, baseURL: string | null) {
    this.client = new OpenAI({ apiKey, baseURL: baseURL ?? undefined, maxRetries: 0 });
  }

  async generate(req: GenerateRequest): Promise<{ text: string; firstTokenMs: number }> {
    const abort = new AbortController();
    const started = Date.now();
    let firstTokenMs: number | null = null;
    let timedOut: number | null = null;
    let timer = setTimeout(() => {
      timedOut = req.settings.timeout;
      abort.abort();
    }, req.settings.timeout);
    const stallMs = Math.max(req.settings.timeout, 10_000);
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: req.settings.model,
          temperature: req.settings.temperature,
          max_tokens: req.settings.maxTokens,
          stream: true,
          messages: req.messages,
        },
        { signal: abort.signal },
      );
      let text = '';
      for await (const chunk of stream) {
        const delta = chunk.choices?.[0]?.delta?.content ?? '';
        if (!delta) continue;
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
    }
  }
}

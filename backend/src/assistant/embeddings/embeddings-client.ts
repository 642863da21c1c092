import type OpenAI from 'openai';
import { openAiClient } from '../model/openai-client.js';

/** Why an embeddings call gave nothing; the kind is what gets logged (once per kind). */
export class EmbeddingsError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `POST /embeddings` on the OpenAI-compatible endpoint of the chat model (OPENAI_BASE_URL,
 * OPENAI_API_KEY). Every call has its own deadline and no SDK retries: the caller decides whether
 * to retry (the Embedder) or to fall back to BM25 (HybridRetrieval). `encoding_format: 'float'`
 * is asked for explicitly: the SDK otherwise asks for base64, which not every compatible server
 * (vLLM, Ollama, LM Studio versions) implements.
 */
export class EmbeddingsClient {
  private readonly client: Promise<OpenAI>;

  constructor(
    readonly model: string,
    apiKey: string,
    baseURL: string | null,
  ) {
    this.client = openAiClient(apiKey, baseURL);
  }

  /** One vector per input, in input order. Throws EmbeddingsError (`timeout`, `http_<status>`, `unreachable`, `bad_response`). */
  async embed(inputs: readonly string[], timeoutMs: number, signal?: AbortSignal): Promise<number[][]> {
    if (!inputs.length) return [];
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeoutMs);
    const onAbort = () => abort.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await (
        await this.client
      ).embeddings.create(
        { model: this.model, input: [...inputs], encoding_format: 'float' },
        { signal: abort.signal, timeout: timeoutMs, maxRetries: 0 },
      );
      const data = [...(response.data ?? [])].sort((a, b) => a.index - b.index);
      if (data.length !== inputs.length || data.some((d) => !Array.isArray(d.embedding) || d.embedding.length === 0)) {
        throw new EmbeddingsError('bad_response', `expected ${inputs.length} embeddings, got ${data.length}`);
      }
      const dims = data[0].embedding.length;
      if (data.some((d) => d.embedding.length !== dims)) throw new EmbeddingsError('bad_response', 'embeddings of different lengths');
      return data.map((d) => d.embedding);
    } catch (error) {
      if (error instanceof EmbeddingsError) throw error;
      if (timedOut) throw new EmbeddingsError('timeout', `no embeddings within ${timeoutMs} ms`);
      if (signal?.aborted) throw new EmbeddingsError('aborted', 'aborted');
      const { APIError } = await import('openai');
      if (error instanceof APIError && typeof error.status === 'number') {
        throw new EmbeddingsError(`http_${error.status}`, `embeddings endpoint answered ${error.status}: ${error.message}`);
      }
      throw new EmbeddingsError('unreachable', `embeddings endpoint unreachable: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

import type OpenAI from 'openai';

/**
 * An OpenAI SDK client, the SDK loaded on first use: an instance with no model configured never
 * loads it (about 9 MB of a process's memory, issue 50).
 */
export async function openAiClient(apiKey: string, baseURL: string | null): Promise<OpenAI> {
  const { default: Client } = await import('openai');
  return new Client({ apiKey, baseURL: baseURL ?? undefined, maxRetries: 0 });
}

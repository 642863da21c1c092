import type { ModelStatus } from '@kb/contracts';

export const PROBE_TIMEOUT_MS = 3000;

/**
 * Whether the configured model endpoint answers: `GET {base}/models`, which every OpenAI-compatible
 * server offers, costs no tokens and needs the key. Never says the key; only the endpoint's host.
 */
export async function probeModel(apiKey: string | null, baseUrl: string | null, timeoutMs = PROBE_TIMEOUT_MS): Promise<ModelStatus> {
  const endpointHost = baseUrl ? hostOf(baseUrl) : null;
  const status = { configured: Boolean(apiKey), customEndpoint: Boolean(baseUrl), endpointHost };
  if (!apiKey) return { ...status, reachable: null, latencyMs: null, error: null };
  const started = performance.now();
  try {
    const res = await fetch(`${(baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/models`, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    const latencyMs = Math.round(performance.now() - started);
    return { ...status, reachable: res.ok, latencyMs, error: res.ok ? null : `HTTP ${res.status}` };
  } catch (error) {
    const name = (error as Error).name;
    return {
      ...status,
      reachable: false,
      latencyMs: null,
      error: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : name || 'unreachable',
    };
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

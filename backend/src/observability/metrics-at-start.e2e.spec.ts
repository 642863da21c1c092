import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitOf, requireBuilt, startServerProcess, waitHealthy } from '../testing/process.js';
import { ANSWER_LANGUAGES, ANSWER_OUTCOMES, ANSWER_SOURCES, MODEL_ERROR_REASONS, RATE_LIMITED_ROUTES } from './metrics.js';

/**
 * Issue 44: a labelled counter's series used to appear on its first increment, so after a restart
 * `increase()` missed the first failures and the alert rules stayed silent. Each series of a closed
 * label set must be on /metrics at 0 from the start, as Prometheus scrapes it from the server.
 */
function series(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (m && m[1] === name) found.set(m[2] ?? '', Number(m[3]));
  }
  return found;
}

async function metricsOf(env: NodeJS.ProcessEnv) {
  const server = await startServerProcess({ ...env, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
  await waitHealthy(server.url);
  const port = /"port":(\d+),"msg":"metrics served at \/metrics"/.exec(server.output())?.[1];
  expect(port, server.output().slice(0, 2000)).toBeTruthy();
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return { server, text };
}

describe('labelled counters after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-metrics-'));
  beforeAll(requireBuilt);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exist at 0 for every outcome, language and source, model error reason, projector and rate-limited route', async () => {
    const first = await metricsOf({ DATA_DIR: dataDir });
    first.server.child.kill('SIGTERM');
    expect(await exitOf(first.server.child)).toBe(0);

    const { server, text } = await metricsOf({ DATA_DIR: dataDir });
    try {
      const answers = series(text, 'kb_answers_total');
      for (const outcome of ANSWER_OUTCOMES) {
        for (const language of ANSWER_LANGUAGES) {
          for (const source of ANSWER_SOURCES)
            expect(
              answers.get(`{outcome="${outcome}",language="${language}",source="${source}"}`),
              `${outcome} ${language} ${source}`,
            ).toBe(0);
        }
      }
      expect(answers.size).toBe(4 * 2 * 3);
      const errors = series(text, 'kb_model_call_errors_total');
      for (const reason of MODEL_ERROR_REASONS) expect(errors.get(`{reason="${reason}"}`)).toBe(0);
      const refusals = series(text, 'kb_model_refusals_total');
      for (const language of ANSWER_LANGUAGES) expect(refusals.get(`{language="${language}"}`)).toBe(0);
      const rejections = series(text, 'kb_rate_limit_rejections_total');
      for (const route of RATE_LIMITED_ROUTES) expect(rejections.get(`{route="${route}"}`), route).toBe(0);
      // Every projector the server runs (its lag gauge names them all) has its failure count at 0.
      const projectors = [...series(text, 'kb_projection_lag_events').keys()];
      expect(projectors.length).toBeGreaterThan(5);
      const failures = series(text, 'kb_projection_failures_total');
      for (const projector of projectors) expect(failures.get(projector), projector).toBe(0);
      expect(projectors).toContain('{projector="knowledge-files"}');
    } finally {
      server.child.kill('SIGTERM');
      await exitOf(server.child);
    }
  }, 240_000);
});

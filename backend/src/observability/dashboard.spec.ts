import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from './metrics.js';

const deploy = (path: string) => fileURLToPath(new URL(`../../../deploy/${path}`, import.meta.url));

/** Metric names a PromQL expression reads (histogram series reduced to their family). */
function metricsIn(expr: string): string[] {
  return [...expr.matchAll(/\b(kb_[a-z_]+)\b/g)].map((m) => m[1].replace(/_(bucket|count|sum)$/, ''));
}

async function exported(): Promise<Set<string>> {
  return new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
}

describe('the shipped dashboard and alerts', () => {
  it('parses, and every query names metrics the app exports', async () => {
    const dashboard = JSON.parse(readFileSync(deploy('grafana/dashboards/kb-assistant.json'), 'utf8'));
    const names = await exported();
    const exprs: string[] = dashboard.panels.flatMap((p: any) => p.targets.map((t: any) => t.expr));
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    for (const expr of exprs) {
      const used = metricsIn(expr);
      expect(used.length, expr).toBeGreaterThan(0);
      for (const name of used) expect(names.has(name), `${name} in "${expr}"`).toBe(true);
    }
    // The families are all on it: answers by outcome and language, latency, projection lag, sockets, errors.
    const all = exprs.join('\n');
    for (const needed of ['kb_answers_total', 'kb_answer_duration_seconds', 'kb_projection_lag_seconds', 'kb_open_sockets', 'status=~"5..'])
      expect(all).toContain(needed);
  });

  it('alerts only on exported metrics, and promtool accepts the rules', async () => {
    const rules = readFileSync(deploy('prometheus/alerts.yml'), 'utf8');
    const names = await exported();
    for (const name of metricsIn(rules)) expect(names.has(name), name).toBe(true);
    let promtool: string | null;
    try {
      promtool = execFileSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).trim() || null;
    } catch {
      promtool = null;
    }
    if (!promtool) {
      console.warn('promtool is not installed (apt-get install prometheus): rule syntax not checked');
      return;
    }
    expect(execFileSync(promtool, ['check', 'rules', deploy('prometheus/alerts.yml')], { encoding: 'utf8' })).toMatch(
      /SUCCESS: \d+ rules found/,
    );
  });
});

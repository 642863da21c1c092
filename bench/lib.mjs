// Shared helpers for the benchmarks: timing, percentiles, the database under test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const median = (values) => percentile(values, 50);

export async function time(fn) {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** The embedded database in a temp dir, or a fresh schema on DATABASE_URL; `cleanup` removes it. */
export async function openBenchDatabase(Database) {
  if (process.env.DATABASE_URL) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const db = await Database.open({ databaseUrl: process.env.DATABASE_URL, databaseSchema: schema, dataDir: '' });
    return { db, label: 'Postgres server', cleanup: async () => { await db.query(`DROP SCHEMA "${schema}" CASCADE`); await db.close(); } };
  }
  const dir = mkdtempSync(join(tmpdir(), 'kb-bench-'));
  const db = await Database.open({ databaseUrl: null, databaseSchema: null, dataDir: dir });
  return { db, label: 'embedded PGlite (on disk)', cleanup: async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); } };
}

export function printTable(rows) {
  const widths = Object.keys(rows[0]).map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(Object.keys(rows[0])));
  for (const r of rows) console.log(line(Object.values(r)));
}

// Deterministic PRNG so every run builds the same corpus and asks the same questions.
export function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

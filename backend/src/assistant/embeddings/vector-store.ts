import type { Database } from '../../database/database.js';

/**
 * Chunk vectors, one row per (model, hash of the embedding input): a cache of what the embeddings
 * endpoint answered, not a read model (a rebuild of `embedding_chunks` keeps them, and a chunk whose
 * text did not change keeps its vector). Rows no chunk names any more are deleted by
 * `collectGarbage` (the Embedder runs it after every change), so a deleted or archived document and
 * a deleted or un-sourced file lose their vectors.
 *
 * Not pgvector's `vector` type: pgvector is not installable on the Postgres 15 server of these
 * machines (no Debian package, not in pg_available_extensions), and PGlite has it only through
 * `@electric-sql/pglite-pgvector` loaded when the database is opened. So similarity is computed in
 * the process over the asking scopes' chunks, with the vectors held in memory by hash (immutable:
 * a hash always has the same vector), loaded once at start. Stored as `bytea` (float32,
 * little-endian), not `real[]`: measured on PGlite with 5,000 vectors of 1,536 dimensions, `real[]`
 * took 35 s to insert and 14 s to read back (text arrays parsed float by float); see README.
 */
export const VECTORS_DDL = `
CREATE TABLE IF NOT EXISTS embedding_vectors (
  model text NOT NULL,
  hash text NOT NULL,
  dims integer NOT NULL,
  vector bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (model, hash)
);`;

export interface PendingChunk {
  hash: string;
  title: string;
  text: string;
}

export interface Candidate {
  entryId: string;
  ordinal: number;
  hash: string;
}

export interface Neighbour extends Candidate {
  similarity: number;
}

export interface ChunkDetail {
  entryId: string;
  ordinal: number;
  title: string;
  category: string;
  text: string;
}

/** Unit-length copy (so cosine is a dot product), or null for a zero or malformed vector. */
export function unit(vector: ArrayLike<number>): Float32Array | null {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i] * vector[i];
  if (!(norm > 0) || !Number.isFinite(norm)) return null;
  const scale = 1 / Math.sqrt(norm);
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) out[i] = vector[i] * scale;
  return out;
}

/** float32 little-endian bytes of a vector, and back. */
export function toBytes(vector: ArrayLike<number>): Buffer {
  const buf = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) buf.writeFloatLE(vector[i], i * 4);
  return buf;
}

export function fromBytes(bytes: Buffer): Float32Array {
  const out = new Float32Array(bytes.length >> 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

const ROWS_PER_INSERT = 100;
const ROWS_PER_LOAD = 1_000;

export class VectorStore {
  /** Unit vectors of this model by hash. */
  private readonly cache = new Map<string, Float32Array>();
  /** Loads from the table run one after another, so concurrent questions never read the same rows twice. */
  private loading: Promise<unknown> = Promise.resolve();
  /** Chunk lists per scope set, valid while the projection has not moved. */
  private readonly candidateCache = new Map<string, { version: string; rows: Candidate[] }>();

  constructor(
    private readonly db: Database,
    readonly model: string,
  ) {}

  async migrate(): Promise<void> {
    await this.db.migrate(VECTORS_DDL);
  }

  /** Distinct chunk inputs that have no vector for this model yet, oldest-first is not promised. */
  async pending(limit: number): Promise<PendingChunk[]> {
    const { rows } = await this.db.query<PendingChunk>(
      `SELECT DISTINCT ON (c.hash) c.hash, c.title, c.text FROM embedding_chunks c
        WHERE NOT EXISTS (SELECT 1 FROM embedding_vectors v WHERE v.model = $1 AND v.hash = c.hash)
        ORDER BY c.hash LIMIT $2`,
      [this.model, limit],
    );
    return rows;
  }

  async pendingCount(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(DISTINCT c.hash)::int AS n FROM embedding_chunks c
        WHERE NOT EXISTS (SELECT 1 FROM embedding_vectors v WHERE v.model = $1 AND v.hash = c.hash)`,
      [this.model],
    );
    return rows[0].n;
  }

  /** Stores vectors (a hash stored twice, e.g. by two instances, keeps the first). */
  async put(vectors: { hash: string; vector: ArrayLike<number> }[]): Promise<void> {
    for (let i = 0; i < vectors.length; i += ROWS_PER_INSERT) {
      const slice = vectors.slice(i, i + ROWS_PER_INSERT);
      const params: unknown[] = [this.model];
      const rows = slice.map((v) => {
        params.push(v.hash, v.vector.length, toBytes(v.vector));
        const n = params.length;
        return `($1, $${n - 2}, $${n - 1}, $${n})`;
      });
      await this.db.query(
        `INSERT INTO embedding_vectors (model, hash, dims, vector) VALUES ${rows.join(', ')} ON CONFLICT (model, hash) DO NOTHING`,
        params,
      );
      for (const v of slice) {
        const u = unit(v.vector);
        if (u) this.cache.set(v.hash, u);
      }
    }
  }

  /** Deletes vectors (of any model) that no chunk names any more; returns how many. */
  async collectGarbage(): Promise<number> {
    const { rows } = await this.db.query<{ hash: string }>(
      `DELETE FROM embedding_vectors v WHERE NOT EXISTS (SELECT 1 FROM embedding_chunks c WHERE c.hash = v.hash) RETURNING hash`,
    );
    for (const r of rows) this.cache.delete(r.hash);
    return rows.length;
  }

  /** Every chunk of the given scopes (ids and hashes only); `version` (the projection's position) keys a cache. */
  async candidates(scopes: readonly string[], version: string | null): Promise<Candidate[]> {
    const key = JSON.stringify([...scopes].sort());
    const cached = this.candidateCache.get(key);
    if (version !== null && cached?.version === version) return cached.rows;
    const { rows } = await this.db.query<{ entry_id: string; ordinal: number; hash: string }>(
      `SELECT entry_id, ordinal, hash FROM embedding_chunks WHERE scope = ANY($1::text[]) ORDER BY entry_id, ordinal`,
      [scopes],
    );
    const out = rows.map((r) => ({ entryId: r.entry_id, ordinal: r.ordinal, hash: r.hash }));
    if (version !== null) {
      if (this.candidateCache.size > 256) this.candidateCache.clear();
      this.candidateCache.set(key, { version, rows: out });
    }
    return out;
  }

  /** Unit vectors of these hashes for this model, from memory or else the table; missing ones are absent. */
  async vectorsOf(hashes: readonly string[]): Promise<Map<string, Float32Array>> {
    const wanted = [...new Set(hashes)];
    if (wanted.some((h) => !this.cache.has(h))) {
      const load = this.loading.then(() => this.load(wanted.filter((h) => !this.cache.has(h))));
      this.loading = load.catch(() => undefined);
      await load;
    }
    const out = new Map<string, Float32Array>();
    for (const h of wanted) {
      const v = this.cache.get(h);
      if (v) out.set(h, v);
    }
    return out;
  }

  /** Reads every vector of this model into memory (at start, so the first questions need not). */
  async preload(): Promise<number> {
    const load = this.loading.then(async () => {
      let after = '';
      let n = 0;
      while (true) {
        const { rows } = await this.db.query<{ hash: string; vector: Buffer }>(
          `SELECT hash, vector FROM embedding_vectors WHERE model = $1 AND hash > $2 ORDER BY hash LIMIT $3`,
          [this.model, after, ROWS_PER_LOAD],
        );
        for (const r of rows) if (this.remember(r.hash, r.vector)) n++;
        if (rows.length < ROWS_PER_LOAD) return n;
        after = rows[rows.length - 1].hash;
      }
    });
    this.loading = load.catch(() => undefined);
    return load;
  }

  private async load(missing: string[]): Promise<void> {
    for (let i = 0; i < missing.length; i += ROWS_PER_LOAD) {
      const { rows } = await this.db.query<{ hash: string; vector: Buffer }>(
        `SELECT hash, vector FROM embedding_vectors WHERE model = $1 AND hash = ANY($2::text[])`,
        [this.model, missing.slice(i, i + ROWS_PER_LOAD)],
      );
      for (const r of rows) this.remember(r.hash, r.vector);
    }
  }

  private remember(hash: string, bytes: Buffer): boolean {
    if (this.cache.has(hash)) return false;
    const u = unit(fromBytes(bytes));
    if (u) this.cache.set(hash, u);
    return u !== null;
  }

  /** The `k` chunks of the scopes most similar (cosine) to `query`; chunks without a vector yet are skipped. */
  async nearest(query: ArrayLike<number>, scopes: readonly string[], k: number, version: string | null): Promise<Neighbour[]> {
    const q = unit(query);
    if (!q) return [];
    const candidates = await this.candidates(scopes, version);
    if (!candidates.length) return [];
    const missing = candidates.filter((c) => !this.cache.has(c.hash));
    if (missing.length) await this.vectorsOf(missing.map((c) => c.hash));
    // Best k kept sorted in a small array: one pass, no sort of every candidate.
    const best: { index: number; similarity: number }[] = [];
    for (let i = 0; i < candidates.length; i++) {
      const v = this.cache.get(candidates[i].hash);
      if (!v || v.length !== q.length) continue;
      let s = 0;
      for (let d = 0; d < q.length; d++) s += q[d] * v[d];
      if (best.length === k && s <= best[k - 1].similarity) continue;
      let at = best.length;
      while (at > 0 && best[at - 1].similarity < s) at--;
      best.splice(at, 0, { index: i, similarity: s });
      if (best.length > k) best.pop();
    }
    return best.map(({ index, similarity }) => ({ ...candidates[index], similarity }));
  }

  /** Title, category and text of the chunks of some entries (to build hits the dense side found alone). */
  async chunks(entryIds: readonly string[]): Promise<ChunkDetail[]> {
    if (!entryIds.length) return [];
    const { rows } = await this.db.query<{ entry_id: string; ordinal: number; title: string; category: string; text: string }>(
      `SELECT entry_id, ordinal, title, category, text FROM embedding_chunks WHERE entry_id = ANY($1::text[]) ORDER BY entry_id, ordinal`,
      [entryIds],
    );
    return rows.map((r) => ({ entryId: r.entry_id, ordinal: r.ordinal, title: r.title, category: r.category, text: r.text }));
  }
}

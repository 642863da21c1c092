import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { Database } from '../../database/database.js';
import { formatPosition } from '../../event-store/position.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { logger } from '../../observability/logger.js';
import { liveTables } from '../../projections/projector.js';
import { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import type { SearchHit, SearchResult } from '../retrieval/search-types.js';
import { detectLanguage } from '../analysis/analyze.js';
import { Embedder } from './embedder.js';
import { EMBEDDING_CHUNKS_PROJECTOR, embeddingChunksProjector } from './embedding-chunks.projector.js';
import { EmbeddingsClient, EmbeddingsError } from './embeddings-client.js';
import { reciprocalRankFusion } from './rrf.js';
import { VectorStore, type Neighbour } from './vector-store.js';

/** The dense side's whole budget per question (embedding the question, finding neighbours); past it, BM25 alone. */
export const HYBRID_TIMEOUT_MS = 1_500;
/** Nearest chunks taken from the dense side... */
export const DENSE_TOP_CHUNKS = 30;
/** ...and at most this many documents from them, in the order of their best chunk. */
export const DENSE_TOP_DOCUMENTS = 10;
/** How deep BM25 is searched again for a document only the dense side ranked (to give it its lexical score). */
export const DEEP_BM25_LIMIT = 100;
const DEFAULT_LIMIT = 10;

export interface FuseOptions {
  /** Documents in the fused result (default 10). */
  limit?: number;
  /**
   * The caller's BM25 search with a larger limit, for documents only the dense side found; by
   * default `RetrievalIndex.searchScopes(question, scopes, limit)`. Pass it when the caller's BM25
   * search used options of its own, so those documents' scores are in the same units.
   */
  deepSearch?: (limit: number) => SearchResult;
}

/**
 * Optional hybrid retrieval (EMBEDDINGS_MODEL): BM25's documents fused by reciprocal rank (k=60)
 * with the documents of the chunks nearest to the question's embedding, in the same scopes.
 *
 * What the fused result's fields mean (the not-found / uncertain decision reads them):
 * - `hits` are in fused order. A document BM25 returned keeps BM25's hit unchanged. A document
 *   only the dense side ranked gets its hit from a deeper BM25 search when it has one there (its
 *   real lexical score and confidence), otherwise a hit built from its nearest chunks with
 *   `score: 0` and `confidence: 0`: it has no lexical evidence, and the bands were calibrated on
 *   lexical evidence. Cosine similarity is never mixed into `confidence`: without a real model
 *   here it cannot be calibrated (see README, "Hybrid retrieval").
 * - `confidence` is the first hit's, as for BM25; `terms` and `words` are BM25's analysis of the
 *   question, unchanged. So dense evidence changes which passages are considered and their order,
 *   never the evidence numbers; a tie goes to BM25's document, so the first hit is a lexical one
 *   whenever BM25 found anything.
 *
 * Without EMBEDDINGS_MODEL, when the endpoint fails, or past HYBRID_TIMEOUT_MS, `fuse` returns the
 * BM25 result it was given, unchanged (logged once per kind of failure until the next success).
 */
@Injectable()
export class HybridRetrieval implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  readonly store: VectorStore | null = null;
  readonly embedder: Embedder | null = null;
  private readonly client: EmbeddingsClient | null = null;
  private readonly logged = new Set<string>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: Database,
    private readonly runner: ProjectionRunner,
    private readonly retrieval: RetrievalIndex,
  ) {
    if (!config.embeddingsModel) return;
    if (!config.openAiApiKey) {
      logger('hybrid').warn('EMBEDDINGS_MODEL is set but OPENAI_API_KEY is not: retrieval stays BM25 alone');
      return;
    }
    this.client = new EmbeddingsClient(config.embeddingsModel, config.openAiApiKey, config.openAiBaseUrl);
    this.store = new VectorStore(db, config.embeddingsModel);
    this.embedder = new Embedder(this.store, this.client);
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** Registers the chunk projection and creates the tables (only when enabled: otherwise nothing exists). */
  async onModuleInit(): Promise<void> {
    if (!this.store || !this.embedder) return;
    this.runner.register(embeddingChunksProjector);
    await this.db.migrate(embeddingChunksProjector.ddl(liveTables(embeddingChunksProjector)));
    await this.store.migrate();
    const embedder = this.embedder;
    this.unsubscribe = this.runner.onCommitted((batch) => {
      if (batch.projector === EMBEDDING_CHUNKS_PROJECTOR) embedder.wake();
    });
  }

  /** Starts the embedder and reads the stored vectors into memory (so the first questions need not). */
  onApplicationBootstrap(): void {
    if (process.env.KB_NO_PROJECTIONS === '1' || !this.store || !this.embedder) return;
    this.store.preload().catch((error) => logger('hybrid').warn(`could not preload vectors: ${(error as Error).message}`));
    this.embedder.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await this.embedder?.stop();
  }

  /** BM25 fused with the dense side, or `bm25` itself when hybrid retrieval is off or the dense side fails or is late. */
  async fuse(question: string, scopes: readonly string[], bm25: SearchResult, options: FuseOptions = {}): Promise<SearchResult> {
    if (!this.client || !this.store || !question.trim() || scopes.length === 0) return bm25;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve('late');
      }, HYBRID_TIMEOUT_MS);
    });
    const dense = this.nearest(question, scopes, abort.signal);
    dense.catch(() => undefined); // still settles after a timeout: never an unhandled rejection
    try {
      const neighbours = await Promise.race([dense, late]);
      if (neighbours === 'late') {
        this.failed('timeout', `the dense side took longer than ${HYBRID_TIMEOUT_MS} ms`);
        return bm25;
      }
      this.logged.clear();
      return await this.merge(question, scopes, bm25, neighbours, options);
    } catch (error) {
      const kind = error instanceof EmbeddingsError ? error.kind : 'failed';
      this.failed(kind, (error as Error).message);
      return bm25;
    } finally {
      clearTimeout(timer);
    }
  }

  private async nearest(question: string, scopes: readonly string[], signal: AbortSignal): Promise<Neighbour[]> {
    const [vector] = await this.client!.embed([question], HYBRID_TIMEOUT_MS, signal);
    const at = this.runner.position(EMBEDDING_CHUNKS_PROJECTOR);
    return this.store!.nearest(vector, scopes, DENSE_TOP_CHUNKS, at ? formatPosition(at) : null);
  }

  private async merge(
    question: string,
    scopes: readonly string[],
    bm25: SearchResult,
    neighbours: Neighbour[],
    options: FuseOptions,
  ): Promise<SearchResult> {
    // Documents of the nearest chunks, best chunk first; only what the live index still serves.
    const chunksOf = new Map<string, Neighbour[]>();
    for (const n of neighbours) {
      const list = chunksOf.get(n.entryId);
      if (list) list.push(n);
      else if (chunksOf.size < DENSE_TOP_DOCUMENTS && this.searchable(n.entryId)) chunksOf.set(n.entryId, [n]);
    }
    if (chunksOf.size === 0) return bm25;
    const limit = options.limit ?? DEFAULT_LIMIT;
    const fused = reciprocalRankFusion([bm25.hits.map((h) => h.docId), [...chunksOf.keys()]]).slice(0, limit);
    const hits = new Map<string, SearchHit>(bm25.hits.map((h) => [h.docId, h]));
    const denseOnly = fused.filter((f) => !hits.has(f.id)).map((f) => f.id);
    if (denseOnly.length) {
      const deep = options.deepSearch?.(DEEP_BM25_LIMIT) ?? this.retrieval.searchScopes(question, scopes, DEEP_BM25_LIMIT);
      for (const h of deep.hits) if (denseOnly.includes(h.docId)) hits.set(h.docId, h);
      const unmatched = denseOnly.filter((id) => !hits.has(id));
      for (const hit of await this.denseHits(unmatched, chunksOf)) hits.set(hit.docId, hit);
    }
    const ordered = fused.map((f) => hits.get(f.id)).filter((h): h is SearchHit => h !== undefined);
    return { ...bm25, hits: ordered, confidence: ordered[0]?.confidence ?? 0 };
  }

  /** Hits for documents with no lexical match at all: their nearest chunks, no lexical score. */
  private async denseHits(entryIds: string[], chunksOf: Map<string, Neighbour[]>): Promise<SearchHit[]> {
    const details = await this.store!.chunks(entryIds);
    const text = new Map(details.map((d) => [`${d.entryId}#${d.ordinal}`, d]));
    return entryIds.flatMap((entryId) => {
      const chunks = chunksOf
        .get(entryId)!
        .map((n) => text.get(`${n.entryId}#${n.ordinal}`))
        .filter((d) => d !== undefined);
      const [best, ...rest] = chunks;
      if (!best) return [];
      return [
        {
          docId: entryId,
          chunkId: `${entryId}#${best.ordinal}`,
          title: best.title,
          category: best.category,
          text: best.text,
          score: 0,
          confidence: 0,
          language: detectLanguage(best.text),
          more: rest.slice(0, 2).map((d) => ({ chunkId: `${entryId}#${d.ordinal}`, text: d.text, score: 0 })),
        },
      ];
    });
  }

  /** An active document or a known file in the in-memory index (the two projections may be a moment apart). */
  private searchable(entryId: string): boolean {
    if (this.retrieval.isActiveDocument(entryId)) return true;
    return this.retrieval.sourceOf(entryId, { id: entryId, title: '', category: '' }).kind === 'file';
  }

  private failed(kind: string, message: string): void {
    if (this.logged.has(kind)) return;
    this.logged.add(kind);
    logger('hybrid').warn(`${message}; answering from BM25 alone`);
  }
}

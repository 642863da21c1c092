/**
 * The BM25F scoring loop: term-at-a-time accumulation into a reusable score buffer, then the
 * best chunk per document and a partial top-k. Kept apart from the index's bookkeeping because
 * this is the code that decides query latency.
 */
import { type ChunkStore, DEAD } from './chunk-store.js';
import type { ListPool } from '../../shared/memory/list-pool.js';
import type { PlannedTerm } from './query-plan.js';
import type { Bm25Params } from './search-types.js';

/** Buffers reused across queries so a query allocates nothing proportional to the corpus. */
export interface ScoreBuffers {
  chunk: Float32Array;
  doc: Float32Array;
  docChunk: Int32Array;
}

export interface RankContext {
  /** Postings by term id: chunk slots, body (freqA) and title (freqB) frequencies. */
  postings: ListPool;
  chunks: ChunkStore;
  params: Bm25Params;
  avgBody: number;
  avgTitle: number;
  /** Scope id chunks must carry. */
  scope: number;
  /** -1 any, 0 English, 1 Arabic. */
  language: number;
  limit: number;
  buffers: ScoreBuffers;
  /** Chunk slots of a document. */
  chunksOf(docSlot: number): readonly number[];
}

export interface RankedDoc {
  docSlot: number;
  chunkSlot: number;
  score: number;
  /** Other matching chunks of the document, best first. */
  more: { chunkSlot: number; score: number }[];
}

const MORE_PER_DOCUMENT = 2;

export function rankDocuments(terms: PlannedTerm[], ctx: RankContext): RankedDoc[] {
  const { k1, bBody, bTitle, titleWeight } = ctx.params;
  const { docSlot, bodyLength, titleLength, language, scope } = ctx.chunks;
  const acc = ctx.buffers.chunk;
  const touched: number[] = [];
  const bodyNorm = bBody / ctx.avgBody;
  const titleNorm = bTitle / ctx.avgTitle;
  const { values: slots, freqA: bodyTf, freqB: titleTf, start, length } = ctx.postings;
  for (const t of terms) {
    const w = t.weight * (k1 + 1);
    for (let i = start[t.termId], end = i + length[t.termId]; i < end; i++) {
      const s = slots[i];
      if (docSlot[s] === DEAD || scope[s] !== ctx.scope) continue;
      if (ctx.language >= 0 && language[s] !== ctx.language) continue;
      // BM25F: field frequencies are length-normalised per field, summed, then saturated once.
      let tf = bodyTf[i] / (1 - bBody + bodyNorm * bodyLength[s]);
      const tt = titleTf[i];
      if (tt > 0) tf += (titleWeight * tt) / (1 - bTitle + titleNorm * titleLength[s]);
      if (acc[s] === 0) touched.push(s);
      acc[s] += (w * tf) / (tf + k1);
    }
  }
  return topDocuments(touched, ctx);
}

/**
 * Best chunk per document, then the `limit` best documents, best first, each with its next best
 * matching chunks: a long document's answer may sit in another chunk than its best one.
 */
function topDocuments(touched: number[], ctx: RankContext): RankedDoc[] {
  const acc = ctx.buffers.chunk;
  const { doc, docChunk } = ctx.buffers;
  const docSlot = ctx.chunks.docSlot;
  const touchedDocs: number[] = [];
  for (const s of touched) {
    const d = docSlot[s];
    if (doc[d] === 0) touchedDocs.push(d);
    if (acc[s] > doc[d]) {
      doc[d] = acc[s];
      docChunk[d] = s;
    }
  }
  // Insertion into a short sorted array: limit is small, touched documents can be 100k.
  const top: RankedDoc[] = [];
  for (const d of touchedDocs) {
    const score = doc[d];
    doc[d] = 0;
    if (top.length === ctx.limit && score <= top[top.length - 1].score) continue;
    let i = top.length;
    while (i > 0 && top[i - 1].score < score) i--;
    top.splice(i, 0, { docSlot: d, chunkSlot: docChunk[d], score, more: [] });
    if (top.length > ctx.limit) top.pop();
  }
  for (const hit of top) {
    for (const s of ctx.chunksOf(hit.docSlot)) if (s !== hit.chunkSlot && acc[s] > 0) hit.more.push({ chunkSlot: s, score: acc[s] });
    hit.more.sort((a, b) => b.score - a.score).splice(MORE_PER_DOCUMENT);
  }
  for (const s of touched) acc[s] = 0;
  return top;
}

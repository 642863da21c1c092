/**
 * In-memory BM25F index over document chunks (body + title fields), updated one document at a
 * time so that a projection can apply DocumentCreated/Updated/Deleted events as they arrive.
 * Removal is lazy (postings of removed chunks are skipped, then compacted in bulk) because
 * eagerly editing every posting list a document touches costs more than the rare rebuild.
 *
 * Memory (issue 50): the postings of every term share one ListPool (slot, body and title
 * frequency columns), a chunk's term ids are gap-coded in the chunk store, and a document's text is
 * kept once, packed, its chunks being ranges of it.
 */
import type { Language } from '@kb/contracts';
import { chunkText } from './chunk.js';
import { ChunkStore, DEAD } from './chunk-store.js';
import { FuzzyVocabulary } from './fuzzy-vocabulary.js';
import { ListPool } from '../../shared/memory/list-pool.js';
import { packText, unpackText, type PackedText } from './packed-text.js';
import { restoreShelved, shelveTexts, textOf, type Shelved, type TextShelf } from './text-shelf.js';
import { planQuery, type PlanContext } from './query-plan.js';
import { planAcross } from './query-across.js';
import { rankDocuments, type ScoreBuffers } from './rank.js';
import { DEFAULT_BM25_PARAMS, type Bm25Params, type IndexDocument, type SearchOptions, type SearchResult } from './search-types.js';
import { analyze } from '../analysis/analyze.js';
import { analyzeChunk, counts, type AnalyzedChunk } from './analyzed-chunk.js';

interface DocEntry {
  id: string;
  title: string;
  category: string;
  slots: number[];
  /** The document's whole text, packed (on the shelf once shelved: `shelveTexts`): its chunks are ranges of it. */
  text: PackedText | Shelved;
}

const GLOBAL_SCOPE = 0;
// Compact once a quarter of all postings belong to removed chunks.
const COMPACT_RATIO = 0.25;

export { analyzeChunk, type AnalyzedChunk };

export class Bm25Index {
  readonly params: Bm25Params;
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Postings of each term id: chunk slot, body and title frequency. */
  private postings = new ListPool(true);
  /** Live chunks holding each term; postings of removed chunks linger until compaction. */
  private df = new Int32Array(0);
  private fuzzy = new FuzzyVocabulary();
  private chunks = new ChunkStore();
  private readonly docs: (DocEntry | undefined)[] = [];
  private readonly docSlots = new Map<string, number>();
  private readonly freeDocSlots: number[] = [];
  private readonly scopes = new Map<string, number>([['', GLOBAL_SCOPE]]);
  private liveChunks = 0;
  private totalBody = 0;
  private totalTitle = 0;
  private livePostings = 0;
  private deadPostings = 0;
  private buffers: ScoreBuffers = { chunk: new Float32Array(0), doc: new Float32Array(0), docChunk: new Int32Array(0) };
  /** `shelf`: where `shelveTexts` puts the documents' texts (none: they stay in the heap); not part of a snapshot. */
  constructor(
    params: Partial<Bm25Params> = {},
    private shelf: TextShelf | null = null,
  ) {
    this.params = { ...DEFAULT_BM25_PARAMS, ...params };
  }

  get documentCount(): number {
    return this.docSlots.size;
  }

  get chunkCount(): number {
    return this.liveChunks;
  }

  /**
   * Adds or replaces a document; replacing keeps no trace of the old text. `chunks`, when given,
   * are `chunkText(doc.content).map(analyzeChunk)` computed beforehand (see file-entries.ts).
   */
  upsert(doc: IndexDocument, chunks: readonly AnalyzedChunk[] = chunkText(doc.content).map(analyzeChunk)): void {
    this.remove(doc.id);
    const docSlot = this.freeDocSlots.pop() ?? this.docs.length;
    const entry: DocEntry = { id: doc.id, title: doc.title, category: doc.category, slots: [], text: packText(doc.content) };
    this.docs[docSlot] = entry;
    this.docSlots.set(doc.id, docSlot);
    const titleTerms = analyze(doc.title);
    const titleCounts = counts(titleTerms);
    const titleLength = titleTerms.length;
    const scope = this.scopeId(doc.scope ?? '', true);
    let cursor = 0;
    chunks.forEach(({ text, bodyCounts, bodyLength, language }, ordinal) => {
      const ids = new Set<number>();
      const slot = this.chunks.allocate();
      for (const [term, tf] of bodyCounts) ids.add(this.addPosting(term, slot, tf, titleCounts.get(term) ?? 0));
      for (const [term, tf] of titleCounts) if (!bodyCounts.has(term)) ids.add(this.addPosting(term, slot, 0, tf));
      // The chunk as a range of the document's text, found from where the last one ended.
      const start = doc.content.indexOf(text, cursor);
      const range = start < 0 ? packText(text) : { start, end: (cursor = start + text.length) };
      this.chunks.set(slot, { docSlot, bodyLength, titleLength, language, scope, text: range, ordinal, termIds: ids });
      entry.slots.push(slot);
      this.liveChunks++;
      this.totalBody += bodyLength;
      this.totalTitle += titleLength;
    });
  }

  remove(id: string): boolean {
    const docSlot = this.docSlots.get(id);
    if (docSlot === undefined) return false;
    const entry = this.docs[docSlot]!;
    for (const slot of entry.slots) {
      const set = this.chunks.terms.get(slot);
      for (const termId of set) this.df[termId]--;
      this.livePostings -= set.length;
      this.deadPostings += set.length;
      this.liveChunks--;
      this.totalBody -= this.chunks.bodyLength[slot];
      this.totalTitle -= this.chunks.titleLength[slot];
      this.chunks.kill(slot);
    }
    if (typeof entry.text !== 'string') this.shelf?.release(entry.text);
    this.docs[docSlot] = undefined;
    this.docSlots.delete(id);
    this.freeDocSlots.push(docSlot);
    if (this.deadPostings > COMPACT_RATIO * (this.livePostings + this.deadPostings)) this.compact();
    return true;
  }

  search(query: string, options: SearchOptions = {}): SearchResult {
    const limit = options.limit ?? 10;
    const n = this.liveChunks;
    if (n === 0) return { hits: [], confidence: 0, terms: [], words: [] };
    const context: PlanContext = {
      lookup: (term) => this.termIds.get(term),
      df: (termId) => this.df[termId],
      fuzzy: (term) => this.fuzzy.lookup(term, this.params.fuzzyMinSimilarity, this.params.fuzzyMaxExpansions, (id) => this.df[id] > 0),
      termOf: (termId) => this.terms[termId],
      liveChunks: n,
      factor: options.termFactor,
    };
    // A question read for the documents of the other language: through its translations (query-across.ts).
    const plan = options.translateTo ? planAcross(query, context, options.translateTo) : planQuery(query, context);
    const scope = this.scopeId(options.scope ?? '', false);
    if (scope < 0) return { hits: [], confidence: 0, terms: plan.queryTerms, words: plan.words };
    const only = options.translateTo ?? options.language;
    const language = only === undefined ? -1 : only === 'ar' ? 1 : 0;
    this.ensureBuffers();
    const ranked = rankDocuments(plan.terms, {
      postings: this.postings,
      chunks: this.chunks,
      params: this.params,
      avgBody: this.totalBody / n || 1,
      avgTitle: this.totalTitle / n || 1,
      scope,
      language,
      limit,
      buffers: this.buffers,
      chunksOf: (docSlot) => this.docs[docSlot]!.slots,
    });
    // The best score any chunk could reach: every question word present, tf saturated.
    const attainable = plan.words.reduce((sum, w) => sum + w.idf, 0) * (this.params.k1 + 1);
    const chunkId = (docId: string, slot: number) => `${docId}#${this.chunks.ordinal[slot]}`;
    const hits = ranked.map(({ docSlot, chunkSlot, score, more }) => {
      const d = this.docs[docSlot]!;
      // The document's text, unpacked once for its hit and its other chunks.
      let whole: string | undefined;
      const text = (slot: number) => {
        const own = this.chunks.ownText.get(slot);
        if (own !== undefined) return unpackText(own);
        whole ??= unpackText(textOf(this.shelf, d));
        return whole.slice(this.chunks.textStart[slot], this.chunks.textEnd[slot]);
      };
      return {
        docId: d.id,
        chunkId: chunkId(d.id, chunkSlot),
        title: d.title,
        category: d.category,
        text: text(chunkSlot),
        score,
        confidence: attainable > 0 ? Math.min(1, score / attainable) : 0,
        language: (this.chunks.language[chunkSlot] === 1 ? 'ar' : 'en') as Language,
        more: more.map((m) => ({ chunkId: chunkId(d.id, m.chunkSlot), text: text(m.chunkSlot), score: m.score })),
      };
    });
    return { hits, confidence: hits[0]?.confidence ?? 0, terms: plan.queryTerms, words: plan.words };
  }

  /** A document's whole text, as it was indexed (undefined when it is not in the index). */
  textOf(id: string): string | undefined {
    const slot = this.docSlots.get(id);
    return slot === undefined ? undefined : unpackText(textOf(this.shelf, this.docs[slot]!));
  }

  /** Moves the texts in the heap to the shelf (text-shelf.ts): after an older snapshot's restore, and in `state`. */
  shelveTexts(): void {
    if (this.shelf) shelveTexts(this.shelf, this.docs);
  }

  /**
   * Gives back the room growing left in the pools: postings of removed chunks dropped, every list in
   * a block of its length (ListPool.compact), the term sets' dead bytes dropped. Search results are
   * unchanged. Done when a snapshot is taken (after a start's catch-up, then every few minutes).
   */
  compactMemory(): void {
    this.compact();
    this.fuzzy.compact();
    this.chunks.terms.compact();
  }

  /** Every field, for a snapshot (v8.serialize keeps Maps and typed arrays, not classes); compacts first. */
  state(): Record<string, unknown> {
    this.compactMemory();
    this.shelveTexts();
    // The scoring buffers are scratch space, made again on the first search; entries of the state's own.
    const buffers: ScoreBuffers = { chunk: new Float32Array(0), doc: new Float32Array(0), docChunk: new Int32Array(0) };
    const fuzzy = this.fuzzy as unknown as { lists: object };
    // The texts themselves (read on other machines): the shelf's bytes, which the entries' places point into.
    const { shelf, ...fields } = this;
    return {
      ...fields,
      shelved: shelf?.contents() ?? null,
      docs: this.docs.map((d) => d && { ...d }),
      postings: { ...this.postings },
      fuzzy: { ...fuzzy, lists: { ...fuzzy.lists } },
      chunks: { ...this.chunks, terms: { ...this.chunks.terms } },
      buffers,
    };
  }

  /** An index with the fields of `state()` (the classes given back their prototypes), its texts to go on `shelf`. */
  static fromState(state: Record<string, unknown>, shelf: TextShelf | null = null): Bm25Index {
    const index = new Bm25Index(state.params as Bm25Params, shelf);
    type Fields = { postings: object; fuzzy: object; chunks: object; shelved?: Uint8Array };
    const { postings, fuzzy, chunks, shelved, ...rest } = state as Fields;
    Object.assign(index, rest, {
      postings: ListPool.from(postings),
      fuzzy: FuzzyVocabulary.from(fuzzy),
      chunks: ChunkStore.from(chunks),
    });
    // An older snapshot's texts are strings in the entries, which `shelveTexts` moves.
    if (shelved) restoreShelved(shelf, index.docs, shelved);
    return index;
  }

  /** Approximate bytes held by the index structures (not counting V8 object overhead). */
  byteSize(): number {
    let n = this.chunks.byteSize() + this.fuzzy.byteSizeEstimate() + this.postings.byteSize() + this.df.byteLength;
    for (const t of this.terms) n += 2 * t.length + 80;
    for (const d of this.docs) n += d ? (typeof d.text === 'string' ? d.text.length : 16) + 8 * d.slots.length + 64 : 0;
    return n;
  }

  private addPosting(term: string, slot: number, bodyTf: number, titleTf: number): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
      this.postings.create();
      if (this.df.length <= id) {
        const df = new Int32Array(Math.max(id + 1, Math.ceil(this.df.length * 1.5) + 16));
        df.set(this.df);
        this.df = df;
      }
      this.fuzzy.add(term, id);
    }
    this.postings.push(id, slot, bodyTf, titleTf);
    this.df[id]++;
    this.livePostings++;
    return id;
  }

  private scopeId(scope: string, create: boolean): number {
    let id = this.scopes.get(scope);
    if (id === undefined) {
      if (!create) return -1;
      id = this.scopes.size;
      this.scopes.set(scope, id);
    }
    return id;
  }

  private ensureBuffers(): void {
    const b = this.buffers;
    if (b.chunk.length < this.chunks.size) b.chunk = new Float32Array(Math.ceil(this.chunks.size * 1.5));
    if (b.doc.length < this.docs.length) {
      b.doc = new Float32Array(Math.ceil(this.docs.length * 1.5));
      b.docChunk = new Int32Array(b.doc.length);
    }
  }

  private compact(): void {
    const docSlot = this.chunks.docSlot;
    this.postings.compact((slot) => docSlot[slot] !== DEAD);
    this.deadPostings = 0;
    this.chunks.releaseDead();
  }
}

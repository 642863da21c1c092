import {
  CATEGORY_CODES,
  DOCUMENT_EVENT_TYPES,
  DOCUMENT_STATUSES,
  type CategoryCode,
  type DocumentEvent,
  type DocumentStatus,
} from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { Position } from '../../event-store/position.js';
import { Freezer, type Snapshots } from '../../projections/snapshots.js';
import type { MemoryProjector } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { VarintPool } from '../../shared/memory/varint-pool.js';
import { grow, Lexicon } from './lexicon.js';
import { ANALYSER_VERSION, textLexemes } from '../../assistant/analysis.js';
import { topK } from './top-k.js';

export const DOCUMENT_SEARCH_PROJECTOR = 'documents-search';
/** Raised by hand when what a snapshot holds changes. */
const SNAPSHOT_FORMAT = 2;

export interface IndexSearch {
  /** Search terms (the assistant analyser's `searchTerms`); each must start a lexeme of the document. */
  terms: string[];
  status: DocumentStatus | 'all';
  category: CategoryCode | null;
  offset: number;
  limit: number;
}

/**
 * The words of every live document, in memory, for the library search: which documents match,
 * how many, and which page, newest first. Rows still come from the `documents` table.
 *
 * Why not only Postgres (measured at 50k documents, bench/documents.mjs and its notes): the
 * planner prices a prefix tsquery's GIN scan above a sequential scan that detoasts every row's
 * lexemes (p50 13-134 ms, p95 ~260 ms on PGlite); forced onto the GIN index, a common word still
 * costs 20-40 ms on PGlite and ~8 ms on the Postgres server, because an exact total visits every
 * matching heap row; the page alone costs ~0.5 ms. Here the same search is ~0.1 ms.
 *
 * A follower of the event stream (every instance keeps its own, rebuilt on boot: ~6 s and ~65 MB
 * for 50k documents). Documents live in numbered slots; postings are append-only lists of slots
 * per lexeme; an edit of the title or content moves the document to a new slot and the old one is
 * left dead until compaction.
 */
export class DocumentSearchIndex implements MemoryProjector {
  readonly kind = 'memory' as const;
  readonly name = DOCUMENT_SEARCH_PROJECTOR;
  /** The only events a catch-up reads (projection-runner.ts); batches without these get no span. */
  readonly handles = DOCUMENT_EVENT_TYPES;

  private slotOf = new Map<string, number>();
  private ids: string[] = [];
  private alive = new Uint8Array(1024);
  private status = new Uint8Array(1024);
  private category = new Uint8Array(1024);
  private updated = new Float64Array(1024);
  private marks = new Uint32Array(1024);
  private candidates = new Uint32Array(1024);
  /** Each live slot's distinct lexeme ids, gap-coded (issue 50: a Uint32Array each before). */
  private titleLex = new VarintPool();
  private contentLex = new VarintPool();
  private lexicon = new Lexicon();
  private generation = 0;
  private dead = 0;
  /** Dead slots tolerated before compaction (when also more than the live ones). */
  compactAfter = 10_000;

  /** The last event applied: what a snapshot covers. */
  private at: Position | null = null;
  /** Changes wait while a snapshot is written (snapshots.ts); kept by reset and compaction. */
  private readonly freezer = new Freezer();

  reset(): void {
    const { compactAfter, freezer } = this;
    Object.assign(this, new DocumentSearchIndex(), { compactAfter, freezer });
  }

  /** A start restores the index from its snapshot and follows the store from there (snapshots.ts). */
  // A getter, not a field: reset() and compact() assign another instance's fields to this one.
  get snapshots(): Snapshots {
    return {
      version: `documents-search:${SNAPSHOT_FORMAT}:${ANALYSER_VERSION}`,
      position: () => this.at,
      freeze: () => this.freezer.freeze(),
      take: () => {
        // Not the search buffers (marks, candidates): scratch space, made again by the first search.
        // Taken after a start's catch-up and every few minutes: the moment to give back the room
        // the pools' growth left (ListPool.compact, VarintPool.compact).
        this.lexicon.compactPostings();
        this.titleLex.compact();
        this.contentLex.compact();
        const { slotOf, ids, alive, status, category, updated, titleLex, contentLex, generation, dead, at } = this;
        const state = { slotOf, ids, alive, status, category, updated, generation, dead, at };
        const lexicon = this.lexicon.state();
        return { position: at, state: { ...state, titleLex: { ...titleLex }, contentLex: { ...contentLex }, lexicon } };
      },
      restore: (state) => {
        const { lexicon, titleLex, contentLex, ...fields } = state as {
          lexicon: object;
          titleLex: object;
          contentLex: object;
          slotOf: unknown;
        };
        if (!(fields.slotOf instanceof Map)) throw new Error('not a document search index');
        Object.assign(this, fields, {
          lexicon: Lexicon.from(lexicon),
          titleLex: VarintPool.from(titleLex),
          contentLex: VarintPool.from(contentLex),
        });
      },
    };
  }

  /** Live documents in the index. */
  get size(): number {
    return this.slotOf.size;
  }

  apply(stored: StoredEvent): void | Promise<void> {
    const frozen = this.freezer.thawed;
    if (frozen) return frozen.then(() => this.apply(stored));
    this.at = stored.globalPosition;
    const event = decodeEventOf<DocumentEvent>(stored, DOCUMENT_EVENT_TYPES);
    if (!event) return;
    const at = Date.parse(stored.metadata.at);
    const slot = this.slotOf.get(event.data.id);
    switch (event.type) {
      case 'DocumentCreated': {
        const d = event.data;
        if (slot !== undefined) this.kill(slot);
        this.place(d.id, d.status, d.category, at, this.lexicon.ids(textLexemes(d.title)), this.lexicon.ids(textLexemes(d.content)));
        return;
      }
      case 'DocumentUpdated': {
        if (slot === undefined) return;
        const { title, content, category } = event.data;
        if (category !== undefined) this.category[slot] = CATEGORY_CODES.indexOf(category);
        this.updated[slot] = at;
        if (title === undefined && content === undefined) return;
        const titleLex = title === undefined ? this.titleLex.get(slot) : this.lexicon.ids(textLexemes(title));
        const contentLex = content === undefined ? this.contentLex.get(slot) : this.lexicon.ids(textLexemes(content));
        const [st, cat] = [this.status[slot], this.category[slot]];
        this.kill(slot);
        this.place(event.data.id, DOCUMENT_STATUSES[st], CATEGORY_CODES[cat], at, titleLex, contentLex);
        return;
      }
      case 'DocumentStatusChanged':
        if (slot === undefined) return;
        this.status[slot] = DOCUMENT_STATUSES.indexOf(event.data.status);
        this.updated[slot] = at;
        return;
      case 'DocumentDeleted':
        if (slot !== undefined) this.kill(slot);
        this.slotOf.delete(event.data.id);
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled document event ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** Ids of one page (updated desc, id desc) and the number of matching documents. */
  search(q: IndexSearch): { ids: string[]; total: number } {
    if (q.terms.length === 0) throw new Error('search needs at least one term');
    if (this.marks.length < this.ids.length) this.marks = new Uint32Array(this.alive.length);
    const status = q.status === 'all' ? -1 : DOCUMENT_STATUSES.indexOf(q.status);
    const category = q.category ? CATEGORY_CODES.indexOf(q.category) : -1;
    // Smallest term first: the candidates can only shrink. They live in one reused buffer.
    const perTerm = q.terms.map((t) => this.lexicon.withPrefix(t)).sort((a, b) => a.size - b.size);
    const { marks, alive, status: statuses, category: categories } = this;
    const buffer = (this.candidates = grow(this.candidates, this.ids.length));
    let n = 0;
    const first = this.nextMark();
    for (const id of perTerm[0].ids) {
      this.lexicon.eachSlot(id, (s) => {
        if (marks[s] === first) return;
        marks[s] = first;
        if (alive[s] && (status < 0 || statuses[s] === status) && (category < 0 || categories[s] === category)) buffer[n++] = s;
      });
    }
    for (const term of perTerm.slice(1)) {
      if (n === 0) break;
      const mark = this.nextMark();
      for (const id of term.ids) this.lexicon.eachSlot(id, (s) => void (marks[s] = mark));
      let kept = 0;
      for (let i = 0; i < n; i++) if (marks[buffer[i]] === mark) buffer[kept++] = buffer[i];
      n = kept;
    }
    const candidates = buffer.subarray(0, n);
    const newestFirst = (a: number, b: number) =>
      this.updated[b] - this.updated[a] || (this.ids[a] < this.ids[b] ? 1 : this.ids[a] > this.ids[b] ? -1 : 0);
    const page = topK(candidates, q.offset + q.limit, newestFirst).slice(q.offset);
    return { ids: page.map((s) => this.ids[s]), total: n };
  }

  private nextMark(): number {
    if (this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }

  private place(
    id: string,
    status: DocumentStatus,
    category: CategoryCode,
    at: number,
    titleLex: Uint32Array,
    contentLex: Uint32Array,
  ): void {
    const slot = this.ids.push(id) - 1;
    const n = slot + 1;
    this.alive = grow(this.alive, n);
    this.status = grow(this.status, n);
    this.category = grow(this.category, n);
    this.updated = grow(this.updated, n);
    this.alive[slot] = 1;
    this.status[slot] = DOCUMENT_STATUSES.indexOf(status);
    this.category[slot] = CATEGORY_CODES.indexOf(category);
    this.updated[slot] = at;
    this.titleLex.set(slot, titleLex);
    this.contentLex.set(slot, contentLex);
    this.slotOf.set(id, slot);
    for (const lex of new Set([...titleLex, ...contentLex])) this.lexicon.post(lex, slot);
  }

  private kill(slot: number): void {
    this.alive[slot] = 0;
    this.titleLex.clear(slot);
    this.contentLex.clear(slot);
    if (++this.dead > this.compactAfter && this.dead > this.slotOf.size) this.compact();
  }

  /** Drops dead slots: renumbers live documents and rebuilds the postings. */
  private compact(): void {
    const live = this.ids.map((_, s) => s).filter((s) => this.alive[s]);
    const old = {
      ids: this.ids,
      status: this.status,
      category: this.category,
      updated: this.updated,
      titleLex: this.titleLex,
      contentLex: this.contentLex,
    };
    const rebuilt = new DocumentSearchIndex();
    rebuilt.compactAfter = this.compactAfter;
    rebuilt.lexicon = this.lexicon;
    this.lexicon.clearPostings();
    for (const s of live) {
      rebuilt.place(
        old.ids[s],
        DOCUMENT_STATUSES[old.status[s]],
        CATEGORY_CODES[old.category[s]],
        old.updated[s],
        old.titleLex.get(s),
        old.contentLex.get(s),
      );
    }
    Object.assign(this, rebuilt, { at: this.at, freezer: this.freezer });
  }
}

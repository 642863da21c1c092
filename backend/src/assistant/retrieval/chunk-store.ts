/**
 * Per-chunk columns of the index, addressed by an integer slot. Numeric columns are typed arrays
 * because the scoring loop reads a chunk's lengths once per posting.
 *
 * A chunk's text is not kept on its own (issue 50): it is a range of its document's text, which
 * the index keeps once, packed (bm25-index.ts). Only a chunk the chunker did not cut verbatim from
 * the text (paragraphs rejoined by another separator than the text's) keeps its own packed copy.
 * Its distinct term ids sit gap-coded in a VarintPool, not in a Uint32Array of their own.
 */
import type { Language } from '@kb/contracts';
import { VarintPool } from '../../shared/memory/varint-pool.js';
import { type PackedText } from './packed-text.js';

export const DEAD = -1;

function grown<T extends Float32Array | Int32Array | Uint32Array | Uint8Array>(a: T, min: number, make: (n: number) => T): T {
  if (a.length >= min) return a;
  const b = make(Math.max(min, Math.ceil(a.length * 1.5) + 16));
  b.set(a);
  return b;
}

export class ChunkStore {
  /** Owning document slot, or DEAD once the chunk is removed. */
  docSlot = new Int32Array(0);
  bodyLength = new Float32Array(0);
  titleLength = new Float32Array(0);
  /** 0 = English/Latin, 1 = Arabic. */
  language = new Uint8Array(0);
  scope = new Int32Array(0);
  ordinal = new Uint32Array(0);
  /** The chunk's range of its document's text (UTF-16 offsets), when it is one. */
  textStart = new Uint32Array(0);
  textEnd = new Uint32Array(0);
  /** The texts of the chunks that are no range of their document's text, packed. */
  ownText = new Map<number, PackedText>();
  /** Distinct term ids of each chunk, to undo its document frequencies on removal. */
  terms = new VarintPool();
  size = 0;
  private free: number[] = [];

  /** A store with the fields of a deserialised one. */
  static from(state: object): ChunkStore {
    const { terms, ...rest } = state as { terms: object };
    return Object.assign(new ChunkStore(), rest, { terms: VarintPool.from(terms) });
  }

  allocate(): number {
    const slot = this.free.pop() ?? this.size++;
    const n = slot + 1;
    this.docSlot = grown(this.docSlot, n, (k) => new Int32Array(k));
    this.bodyLength = grown(this.bodyLength, n, (k) => new Float32Array(k));
    this.titleLength = grown(this.titleLength, n, (k) => new Float32Array(k));
    this.language = grown(this.language, n, (k) => new Uint8Array(k));
    this.scope = grown(this.scope, n, (k) => new Int32Array(k));
    this.ordinal = grown(this.ordinal, n, (k) => new Uint32Array(k));
    this.textStart = grown(this.textStart, n, (k) => new Uint32Array(k));
    this.textEnd = grown(this.textEnd, n, (k) => new Uint32Array(k));
    return slot;
  }

  set(
    slot: number,
    c: {
      docSlot: number;
      bodyLength: number;
      titleLength: number;
      language: Language;
      scope: number;
      /** The chunk's range of its document's text, or its own packed text. */
      text: { start: number; end: number } | PackedText;
      ordinal: number;
      termIds: Iterable<number>;
    },
  ): void {
    this.docSlot[slot] = c.docSlot;
    this.bodyLength[slot] = c.bodyLength;
    this.titleLength[slot] = c.titleLength;
    this.language[slot] = c.language === 'ar' ? 1 : 0;
    this.scope[slot] = c.scope;
    this.ordinal[slot] = c.ordinal;
    if (typeof c.text === 'string') this.ownText.set(slot, c.text);
    else {
      this.textStart[slot] = c.text.start;
      this.textEnd[slot] = c.text.end;
    }
    this.terms.set(slot, [...c.termIds]);
  }

  kill(slot: number): void {
    this.docSlot[slot] = DEAD;
    this.ownText.delete(slot);
    this.terms.clear(slot);
  }

  /** Dead slots become reusable only after postings no longer point at them (compaction). */
  releaseDead(): void {
    this.free.length = 0;
    for (let s = 0; s < this.size; s++) if (this.docSlot[s] === DEAD) this.free.push(s);
  }

  byteSize(): number {
    let n = this.docSlot.byteLength * 8 + this.language.byteLength + this.terms.byteSize();
    for (const packed of this.ownText.values()) n += packed.length + 48;
    return n;
  }
}

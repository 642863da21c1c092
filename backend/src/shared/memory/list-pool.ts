/**
 * Many growing lists of numbers in one pool (issue 50): one typed array per field for all lists,
 * each list a block of a power-of-two size class inside it, moved to a block of the next class when
 * it outgrows its own; freed blocks are reused by the next list of their class. A term's postings
 * used to be an object with three typed arrays of their own: ~300 bytes of object and backing-store
 * overhead a term, most terms holding one or two postings. Here a list costs 9 bytes of bookkeeping.
 *
 * Fields: `values` (Uint32, always) and, with `withFreqs`, two Uint8 columns beside it (`freqA`,
 * `freqB`: the body and title frequencies of a posting). A list is read as
 * `values[start[list] .. start[list] + length[list])`.
 *
 * `compact` lays the lists out again end to end, each in a block of its length and an eighth more
 * (an EXACT block: the power-of-two blocks of a growing pool hold about twice the values they must,
 * issue 50), so that the next documents seldom move a long list; a list that grows out of such a
 * block moves back to the size classes, its block left unused until the next compaction. The indexes compact when a snapshot is taken: after a start's catch-up and
 * every few minutes.
 *
 * The pool is plain data (typed arrays and arrays of numbers): v8.serialize keeps it as it is, and
 * `ListPool.from` gives the prototype back to a deserialised one.
 */

import { grown } from './grown.js';

/** Blocks of 2^0 .. 2^31 values. */
const CLASSES = 32;

/** The size class of a block of exactly its list's length (left by `compact`). */
export const EXACT = 255;

/** The block `compact` gives a list of `n` values. */
const roomFor = (n: number): number => (n === 0 ? 1 : n + (n >> 3));

/** The smallest size class holding `n` values. */
export const sizeClassOf = (n: number): number => (n <= 1 ? 0 : 32 - Math.clz32(n - 1));

export class ListPool {
  values = new Uint32Array(0);
  freqA = new Uint8Array(0);
  freqB = new Uint8Array(0);
  /** Per list: where its block starts, how many values it holds, its block's size class. */
  start = new Uint32Array(0);
  length = new Uint32Array(0);
  sizeClass = new Uint8Array(0);
  /** Per list in an EXACT block: the block's size. */
  capacity = new Uint32Array(0);
  /** Lists made so far (ids 0 .. lists-1). */
  lists = 0;
  /** The end of the used part of the fields. */
  top = 0;
  /** Free blocks, by size class. */
  free: number[][] = Array.from({ length: CLASSES }, () => []);

  constructor(readonly withFreqs = false) {}

  /** A pool with the fields of a deserialised one. */
  static from(state: object): ListPool {
    return Object.assign(new ListPool((state as ListPool).withFreqs), state);
  }

  /** A new empty list (with a block of one value); its id. */
  create(): number {
    const list = this.lists++;
    this.start = grown(this.start, this.lists);
    this.length = grown(this.length, this.lists);
    this.sizeClass = grown(this.sizeClass, this.lists);
    this.start[list] = this.allocate(0);
    this.length[list] = 0;
    this.sizeClass[list] = 0;
    return list;
  }

  /** Appends a value (and its two frequencies, clamped to 255, when the pool keeps them). */
  push(list: number, value: number, a = 0, b = 0): void {
    const n = this.length[list];
    const cls = this.sizeClass[list];
    if (cls === EXACT ? n === this.capacity[list] : n === 2 ** cls) this.move(list, cls === EXACT ? sizeClassOf(n + 1) : cls + 1, n);
    const at = this.start[list] + n;
    this.values[at] = value;
    if (this.withFreqs) {
      // Frequencies past 255 add nothing once BM25 has saturated, so clamping loses nothing.
      this.freqA[at] = Math.min(a, 255);
      this.freqB[at] = Math.min(b, 255);
    }
    this.length[list] = n + 1;
  }

  /** The list's values (a view: valid until the pool next changes). */
  view(list: number): Uint32Array {
    const s = this.start[list];
    return this.values.subarray(s, s + this.length[list]);
  }

  /** Empties a list, giving its block back but for one value. */
  clear(list: number): void {
    if (this.sizeClass[list] !== EXACT) this.release(this.start[list], this.sizeClass[list]);
    this.start[list] = this.allocate(0);
    this.sizeClass[list] = 0;
    this.length[list] = 0;
  }

  /** Values held in free blocks and in the unused tails of blocks: what `compact` would give back. */
  slack(): number {
    let used = 0;
    for (let l = 0; l < this.lists; l++) used += this.length[l];
    return this.top - used;
  }

  /**
   * Keeps the values for which `keep` holds, in order, and lays every list out again in a block of
   * its length and an eighth more (one value for an empty list), with no free block left and a
   * sixteenth of the values to spare at the end: returns how many values were dropped.
   */
  compact(keep: (value: number) => boolean = () => true): number {
    const old = { values: this.values, freqA: this.freqA, freqB: this.freqB, start: this.start, length: this.length };
    let total = 0;
    const kept = new Uint32Array(this.lists);
    for (let l = 0; l < this.lists; l++) {
      let k = 0;
      for (let i = old.start[l], end = i + old.length[l]; i < end; i++) if (keep(old.values[i])) k++;
      kept[l] = k;
      total += roomFor(k);
    }
    const size = total + Math.ceil(total / 16);
    this.values = new Uint32Array(size);
    this.freqA = new Uint8Array(this.withFreqs ? size : 0);
    this.freqB = new Uint8Array(this.withFreqs ? size : 0);
    this.capacity = new Uint32Array(this.lists);
    this.start = new Uint32Array(this.lists);
    this.length = new Uint32Array(this.lists);
    this.sizeClass = new Uint8Array(this.lists);
    this.free = Array.from({ length: CLASSES }, () => []);
    this.top = 0;
    let dropped = 0;
    for (let l = 0; l < this.lists; l++) {
      const at = (this.start[l] = this.top);
      this.top += roomFor(kept[l]);
      this.capacity[l] = roomFor(kept[l]);
      // An empty list keeps a one-value block of the size classes: its first push needs no move.
      this.sizeClass[l] = kept[l] === 0 ? 0 : EXACT;
      let w = at;
      for (let i = old.start[l], end = i + old.length[l]; i < end; i++) {
        if (!keep(old.values[i])) {
          dropped++;
          continue;
        }
        this.values[w] = old.values[i];
        if (this.withFreqs) {
          this.freqA[w] = old.freqA[i];
          this.freqB[w] = old.freqB[i];
        }
        w++;
      }
      this.length[l] = w - at;
    }
    return dropped;
  }

  /** Bytes of the pool's fields. */
  byteSize(): number {
    return this.values.byteLength + this.freqA.byteLength + this.freqB.byteLength + this.lists * 9;
  }

  private move(list: number, cls: number, n: number): void {
    const from = this.start[list];
    const to = this.allocate(cls);
    this.values.copyWithin(to, from, from + n);
    if (this.withFreqs) {
      this.freqA.copyWithin(to, from, from + n);
      this.freqB.copyWithin(to, from, from + n);
    }
    if (this.sizeClass[list] !== EXACT) this.release(from, this.sizeClass[list]);
    this.start[list] = to;
    this.sizeClass[list] = cls;
  }

  private allocate(cls: number): number {
    const reused = this.free[cls].pop();
    if (reused !== undefined) return reused;
    const at = this.top;
    this.top += 2 ** cls;
    this.values = grown(this.values, this.top);
    if (this.withFreqs) {
      this.freqA = grown(this.freqA, this.top);
      this.freqB = grown(this.freqB, this.top);
    }
    return at;
  }

  private release(at: number, cls: number): void {
    this.free[cls].push(at);
  }
}

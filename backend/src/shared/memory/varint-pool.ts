/**
 * Sets of non-negative integers (term ids of a chunk, lexeme ids of a document) held in one byte
 * pool (issue 50): each set sorted, its gaps written as varints (7 bits a byte), so a set of small
 * gaps takes one or two bytes a member instead of four in a Uint32Array of its own (plus the
 * ~100 bytes of object and backing store every typed array costs). Entries are addressed by an
 * integer key (a chunk or document slot); replacing or clearing one leaves its old bytes dead
 * until the pool compacts itself, once dead bytes outnumber the live ones.
 *
 * Plain data like ListPool: `VarintPool.from` gives a deserialised pool its prototype back.
 */

import { grown } from './grown.js';

export class VarintPool {
  bytes = new Uint8Array(0);
  /** Per key: where its bytes start, how many there are, how many members the set has. */
  start = new Uint32Array(0);
  size = new Uint32Array(0);
  count = new Uint32Array(0);
  top = 0;
  dead = 0;

  static from(state: object): VarintPool {
    return Object.assign(new VarintPool(), state);
  }

  /** Stores the set of `members` (any order, repeats ignored) under `key`, replacing what it held. */
  set(key: number, members: ArrayLike<number>): void {
    this.clear(key);
    const sorted = Uint32Array.from(members).sort();
    this.start[key] = this.top;
    let previous = -1;
    let n = 0;
    for (const m of sorted) {
      if (m === previous) continue;
      this.write(previous < 0 ? m : m - previous - 1);
      previous = m;
      n++;
    }
    this.size[key] = this.top - this.start[key];
    this.count[key] = n;
    if (this.dead > 1024 && this.dead > this.top - this.dead) this.compact();
  }

  /** Forgets the set under `key`. */
  clear(key: number): void {
    const n = key + 1;
    this.start = grown(this.start, n);
    this.size = grown(this.size, n);
    this.count = grown(this.count, n);
    this.dead += this.size[key];
    this.size[key] = 0;
    this.count[key] = 0;
  }

  /** Members of the set under `key`, ascending. */
  get(key: number): Uint32Array {
    const out = new Uint32Array(key < this.count.length ? this.count[key] : 0);
    let at = this.start[key];
    let previous = -1;
    for (let i = 0; i < out.length; i++) {
      let gap = 0;
      let shift = 0;
      let b: number;
      do {
        b = this.bytes[at++];
        gap += (b & 0x7f) * 2 ** shift;
        shift += 7;
      } while (b & 0x80);
      previous = out[i] = previous < 0 ? gap : previous + gap + 1;
    }
    return out;
  }

  /** Members of the set under `key` (0 when there is none). */
  sizeOf(key: number): number {
    return key < this.count.length ? this.count[key] : 0;
  }

  byteSize(): number {
    return this.bytes.byteLength + this.start.byteLength * 3;
  }

  /** Moves the live bytes together, in key order. */
  compact(): void {
    const bytes = new Uint8Array(this.top - this.dead);
    let at = 0;
    for (let k = 0; k < this.size.length; k++) {
      const s = this.size[k];
      if (s === 0) continue;
      bytes.set(this.bytes.subarray(this.start[k], this.start[k] + s), at);
      this.start[k] = at;
      at += s;
    }
    this.bytes = bytes;
    this.top = at;
    this.dead = 0;
  }

  private write(value: number): void {
    this.bytes = grown(this.bytes, this.top + 5);
    let v = value;
    while (v >= 0x80) {
      this.bytes[this.top++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.top++] = v;
  }
}

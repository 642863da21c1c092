/**
 * Ascending lists of integers (the document slots of each lexeme) gap-coded as varints (7 bits a
 * byte), in the blocks of a ListPool (issue 50): a library posting took 4 bytes, here 1 for a
 * common lexeme (small gaps) and 2-3 for a rare one. The bytes of a list fill its ListPool block's
 * 32-bit values (read through a byte view of the same memory), so growth, reuse of freed blocks
 * and compaction are the pool's; a list holds up to 3 bytes it does not use.
 *
 * Values pushed onto a list must increase (a document slot is posted once, newest last).
 */
import { ListPool } from './list-pool.js';
import { grown } from './grown.js';

export class GapLists {
  pool = new ListPool();
  /** Per list: bytes written, the smallest value it may take next (last value + 1), values held. */
  used = new Uint32Array(0);
  next = new Uint32Array(0);
  count = new Uint32Array(0);
  private bytes: Uint8Array | null = null;

  /** Lists with the fields of deserialised ones. */
  static from(state: object): GapLists {
    const { pool, ...rest } = state as { pool: object };
    return Object.assign(new GapLists(), rest, { pool: ListPool.from(pool), bytes: null });
  }

  /** The fields, for a snapshot (plain data). */
  state(): object {
    const { pool, used, next, count } = this;
    return { pool: { ...pool }, used, next, count };
  }

  get lists(): number {
    return this.pool.lists;
  }

  create(): number {
    const list = this.pool.create();
    this.used = grown(this.used, list + 1);
    this.next = grown(this.next, list + 1);
    this.count = grown(this.count, list + 1);
    return list;
  }

  push(list: number, value: number): void {
    if (value < this.next[list]) throw new Error(`gap list ${list}: ${value} is not above the last value`);
    let gap = value - this.next[list];
    const at = this.used[list];
    let need = 1;
    for (let g = gap; g >= 0x80; g = Math.floor(g / 0x80)) need++;
    while (at + need > this.pool.length[list] * 4) this.pool.push(list, 0);
    const bytes = this.view();
    let w = this.pool.start[list] * 4 + at;
    while (gap >= 0x80) {
      bytes[w++] = (gap % 0x80) | 0x80;
      gap = Math.floor(gap / 0x80);
    }
    bytes[w] = gap;
    this.used[list] = at + need;
    this.next[list] = value + 1;
    this.count[list]++;
  }

  /** Calls `visit` with each value of the list, ascending. */
  each(list: number, visit: (value: number) => void): void {
    const bytes = this.view();
    let at = this.pool.start[list] * 4;
    const end = at + this.used[list];
    let next = 0;
    while (at < end) {
      let b = bytes[at++];
      let gap = b & 0x7f;
      for (let scale = 0x80; b & 0x80; scale *= 0x80) {
        b = bytes[at++];
        gap += (b & 0x7f) * scale;
      }
      const value = next + gap;
      next = value + 1;
      visit(value);
    }
  }

  /** The values of the list, ascending (for specs and rebuilds). */
  values(list: number): number[] {
    const out: number[] = [];
    this.each(list, (v) => out.push(v));
    return out;
  }

  /** Lays the lists out end to end (ListPool.compact). */
  compact(): void {
    this.pool.compact();
    // The byte view would keep the pool's old array alive.
    this.bytes = null;
  }

  byteSize(): number {
    return this.pool.byteSize() + this.used.byteLength * 3;
  }

  /** The pool's values as bytes, made again when the pool replaced its array. */
  private view(): Uint8Array {
    const values = this.pool.values;
    if (this.bytes?.buffer !== values.buffer || this.bytes.byteOffset !== values.byteOffset)
      this.bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
    return this.bytes;
  }
}

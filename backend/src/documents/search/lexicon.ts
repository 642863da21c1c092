import { GapLists } from '../../shared/memory/gap-lists.js';

/** Grows a typed array by doubling, keeping its contents. */
export function grow<T extends Uint8Array | Uint32Array | Float64Array>(array: T, min: number): T {
  if (array.length >= min) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(min, array.length * 2));
  next.set(array);
  return next;
}

/**
 * Lexemes, each with an id and its postings (document slots, ascending, append-only, gap-coded in
 * GapLists: a Uint32Array a lexeme before, issue 50), and a sorted view of the lexemes for prefix
 * lookups.
 */
export class Lexicon {
  private readonly idOf = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private postings = new GapLists();
  private sorted: string[] = [];
  private unsorted: string[] = [];

  /** A lexicon with the fields of a deserialised one. */
  static from(state: object): Lexicon {
    const { postings, ...rest } = state as { postings: object };
    return Object.assign(new Lexicon(), rest, { postings: GapLists.from(postings) });
  }

  /** The fields, for a snapshot (plain data: v8.serialize keeps no classes). */
  state(): object {
    return { ...this, postings: this.postings.state() };
  }

  get size(): number {
    return this.lexemes.length;
  }

  /** Ids of these lexemes, adding the new ones. */
  ids(lexemes: readonly string[]): Uint32Array {
    const out = new Uint32Array(lexemes.length);
    lexemes.forEach((lexeme, i) => {
      let id = this.idOf.get(lexeme);
      if (id === undefined) {
        id = this.lexemes.push(lexeme) - 1;
        this.idOf.set(lexeme, id);
        this.postings.create();
        this.unsorted.push(lexeme);
      }
      out[i] = id;
    });
    return out;
  }

  post(lexeme: number, slot: number): void {
    this.postings.push(lexeme, slot);
  }

  /** Lays the posting lists out end to end (ListPool.compact): the room growing left is given back. */
  compactPostings(): void {
    this.postings.compact();
  }

  /** Empties every posting list (compaction re-posts the live slots). */
  clearPostings(): void {
    this.postings = new GapLists();
    for (let i = 0; i < this.lexemes.length; i++) this.postings.create();
  }

  /** The ids of every lexeme starting with `prefix`, and how many postings they hold in all. */
  withPrefix(prefix: string): { ids: number[]; size: number } {
    this.sort();
    const ids: number[] = [];
    let size = 0;
    for (let i = this.lowerBound(prefix); i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) {
      const id = this.idOf.get(this.sorted[i])!;
      ids.push(id);
      size += this.postings.count[id];
    }
    return { ids, size };
  }

  /** Calls `visit` with each document slot posted for the lexeme, ascending. */
  eachSlot(id: number, visit: (slot: number) => void): void {
    this.postings.each(id, visit);
  }

  /** New lexemes join the sorted view lazily: one sort after a bulk load, insertions after single edits. */
  private sort(): void {
    if (!this.unsorted.length) return;
    if (this.unsorted.length > 256) this.sorted = [...this.lexemes].sort();
    else for (const lexeme of this.unsorted) this.sorted.splice(this.lowerBound(lexeme), 0, lexeme);
    this.unsorted = [];
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

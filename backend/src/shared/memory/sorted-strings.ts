/**
 * A fixed list of strings held as one string and its offsets (issue 50): read-only tables of tens
 * of thousands of short strings (a dictionary's headwords and translations) then cost their
 * characters and four bytes each, instead of a heap object of 16–32 bytes each plus, as values of
 * a Map, a hash table and an array per entry. `at(i)` slices the one string.
 */
export class PackedStrings {
  private constructor(
    private readonly text: string,
    private readonly start: Int32Array,
  ) {}

  static of(list: readonly string[]): PackedStrings {
    const start = new Int32Array(list.length + 1);
    for (let i = 0; i < list.length; i++) start[i + 1] = start[i] + list[i].length;
    // join copies the strings into one flat string: no slice of a file read keeps the file alive.
    return new PackedStrings(list.join(''), start);
  }

  get length(): number {
    return this.start.length - 1;
  }

  at(i: number): string {
    return this.text.slice(this.start[i], this.start[i + 1]);
  }
}

/**
 * A read-only map from strings to lists of strings, keys sorted (by UTF-16 code units, as `<`
 * compares) and found by bisection; each value list (never empty) is kept as one string joined
 * by `separator`, which no value may contain.
 */
export class SortedStringMap {
  private constructor(
    readonly keys: PackedStrings,
    private readonly values: PackedStrings,
    private readonly separator: string,
  ) {}

  static of(map: ReadonlyMap<string, readonly string[]>, separator = '\n'): SortedStringMap {
    const keys = [...map.keys()].sort();
    return new SortedStringMap(PackedStrings.of(keys), PackedStrings.of(keys.map((k) => map.get(k)!.join(separator))), separator);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The key's position among the sorted keys, or -1. */
  indexOf(key: string): number {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keys.at(mid);
      if (k === key) return mid;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  valuesAt(i: number): string[] {
    return this.values.at(i).split(this.separator);
  }

  /** A new array each time (undefined for a key not held). */
  get(key: string): string[] | undefined {
    const i = this.indexOf(key);
    return i < 0 ? undefined : this.valuesAt(i);
  }
}

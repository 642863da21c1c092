/**
 * Per-chunk columns of the index, addressed by an integer slot. Numeric columns are typed arrays
 * because the scoring loop reads a chunk's lengths once per posting.
 */
import type { Language } from '@kb/contracts';
import { packedBytes, packText, unpackText, type PackedText } from './packed-text.js';

export const DEAD = -1;
const EMPTY = packText('');

function grown<T extends Float32Array | Int32Array | Uint8Array>(a: T, min: number, make: (n: number) => T): T {
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
  /** The chunk's text, packed (packed-text.ts): quoted by hits only, so read back only for them. */
  packed: PackedText[] = [];
  ordinal: number[] = [];
  /** Distinct term ids of the chunk, to undo its document frequencies on removal. */
  termSet: Uint32Array[] = [];
  size = 0;
  private readonly free: number[] = [];

  allocate(): number {
    const slot = this.free.pop() ?? this.size++;
    const n = slot + 1;
    this.docSlot = grown(this.docSlot, n, (k) => new Int32Array(k));
    this.bodyLength = grown(this.bodyLength, n, (k) => new Float32Array(k));
    this.titleLength = grown(this.titleLength, n, (k) => new Float32Array(k));
    this.language = grown(this.language, n, (k) => new Uint8Array(k));
    this.scope = grown(this.scope, n, (k) => new Int32Array(k));
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
      text: string;
      ordinal: number;
      termSet: Uint32Array;
    },
  ): void {
    this.docSlot[slot] = c.docSlot;
    this.bodyLength[slot] = c.bodyLength;
    this.titleLength[slot] = c.titleLength;
    this.language[slot] = c.language === 'ar' ? 1 : 0;
    this.scope[slot] = c.scope;
    this.packed[slot] = packText(c.text);
    this.ordinal[slot] = c.ordinal;
    this.termSet[slot] = c.termSet;
  }

  kill(slot: number): void {
    this.docSlot[slot] = DEAD;
    this.packed[slot] = EMPTY;
    this.termSet[slot] = new Uint32Array(0);
  }

  text(slot: number): string {
    return unpackText(this.packed[slot]);
  }

  /** Dead slots become reusable only after postings no longer point at them (compaction). */
  releaseDead(): void {
    this.free.length = 0;
    for (let s = 0; s < this.size; s++) if (this.docSlot[s] === DEAD) this.free.push(s);
  }

  byteSize(): number {
    let n = this.docSlot.byteLength * 3 + this.language.byteLength + this.scope.byteLength;
    for (let s = 0; s < this.size; s++) n += (this.termSet[s]?.byteLength ?? 0) + packedBytes(this.packed[s]) + 48;
    return n;
  }
}

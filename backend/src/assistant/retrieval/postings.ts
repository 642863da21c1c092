/**
 * One term's posting list in typed arrays: chunk slot, body frequency, title frequency.
 * Typed arrays keep a 100k-chunk index at a few bytes per posting instead of the ~50 bytes a
 * `Map<string, number>` entry costs, and make the scoring loop branch-light.
 */
export class PostingList {
  slots: Uint32Array;
  bodyTf: Uint8Array;
  titleTf: Uint8Array;
  length = 0;
  /** Live chunks holding the term; postings of removed chunks linger until compaction. */
  df = 0;

  constructor(capacity = 2) {
    this.slots = new Uint32Array(capacity);
    this.bodyTf = new Uint8Array(capacity);
    this.titleTf = new Uint8Array(capacity);
  }

  push(slot: number, bodyTf: number, titleTf: number): void {
    if (this.length === this.slots.length) this.grow();
    const i = this.length++;
    this.slots[i] = slot;
    // Frequencies past 255 add nothing once BM25 has saturated, so clamping loses nothing.
    this.bodyTf[i] = Math.min(bodyTf, 255);
    this.titleTf[i] = Math.min(titleTf, 255);
    this.df++;
  }

  /** Drops postings whose chunk is no longer live; returns how many were dropped. */
  compact(isLive: (slot: number) => boolean): number {
    let w = 0;
    for (let r = 0; r < this.length; r++) {
      if (!isLive(this.slots[r])) continue;
      this.slots[w] = this.slots[r];
      this.bodyTf[w] = this.bodyTf[r];
      this.titleTf[w] = this.titleTf[r];
      w++;
    }
    const dropped = this.length - w;
    this.length = w;
    return dropped;
  }

  byteSize(): number {
    return this.slots.byteLength + this.bodyTf.byteLength + this.titleTf.byteLength;
  }

  private grow(): void {
    // 1.5x growth: doubling wastes up to half of a large list, which dominates index memory.
    const capacity = Math.max(4, Math.ceil(this.slots.length * 1.5));
    const slots = new Uint32Array(capacity);
    slots.set(this.slots);
    const bodyTf = new Uint8Array(capacity);
    bodyTf.set(this.bodyTf);
    const titleTf = new Uint8Array(capacity);
    titleTf.set(this.titleTf);
    this.slots = slots;
    this.bodyTf = bodyTf;
    this.titleTf = titleTf;
  }
}

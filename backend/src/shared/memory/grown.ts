/** Arrays past this many elements grow by an eighth rather than by half. */
const LARGE = 1 << 20;

/**
 * `a`, or a copy of it with room for at least `min` elements. Small arrays grow by half; large ones
 * (a pool's values or bytes: tens of MB at 20,000 documents) by an eighth, as a snapshot's
 * compaction leaves each list (issue 50): the first document after a restore from a compacted
 * snapshot had grown each large pool by half at once (9 MB at 20,000 documents, 22 MB at 50,000),
 * held until the next snapshot. Still a constant share, so appends stay amortised O(1).
 */
export function grown<T extends Uint32Array | Uint8Array>(a: T, min: number): T {
  if (a.length >= min) return a;
  const more = a.length < LARGE ? Math.ceil(a.length * 0.5) + 16 : Math.ceil(a.length / 8);
  const b = new (a.constructor as new (n: number) => T)(Math.max(min, a.length + more));
  b.set(a);
  return b;
}

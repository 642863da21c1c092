/**
 * The first `k` items of `items` in `order`, sorted. A full sort when `k` is a good share of the
 * items; otherwise one pass keeping the best `k` in a heap whose root is the worst of them. The
 * pass runs from the end: callers hand in oldest-first lists, so the heap fills with the best
 * items at once and most later items are turned away by one comparison.
 */
export function topK<T>(items: ArrayLike<T>, k: number, order: (a: T, b: T) => number): T[] {
  if (k <= 0 || items.length === 0) return [];
  if (k * 4 >= items.length) return Array.from(items).sort(order).slice(0, k);
  const heap: T[] = [];
  const worse = (i: number, j: number) => order(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && worse(l, w)) w = l;
      if (r < heap.length && worse(r, w)) w = r;
      if (w === i) return;
      swap(i, w);
      i = w;
    }
  };
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (heap.length < k) {
      heap.push(item);
      for (let j = heap.length - 1; j > 0;) {
        const parent = (j - 1) >> 1;
        if (!worse(j, parent)) break;
        swap(j, parent);
        j = parent;
      }
    } else if (order(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(order);
}

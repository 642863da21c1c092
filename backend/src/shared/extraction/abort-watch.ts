/**
 * One 'abort' listener per signal, whatever the number of jobs waiting on it: a scanned PDF's pages
 * all wait on one signal, and a listener each made Node warn (MaxListenersExceededWarning) as
 * soon as more than ten pages queued.
 */
const abortWatchers = new WeakMap<AbortSignal, Set<() => void>>();
export function onAbort(signal: AbortSignal | undefined, fn: () => void): () => void {
  if (!signal) return () => undefined;
  let watchers = abortWatchers.get(signal);
  if (!watchers) {
    const set = new Set<() => void>();
    watchers = set;
    abortWatchers.set(signal, set);
    signal.addEventListener(
      'abort',
      () => {
        for (const watcher of [...set]) watcher();
        set.clear();
      },
      { once: true },
    );
  }
  const own = watchers;
  own.add(fn);
  return () => own.delete(fn);
}

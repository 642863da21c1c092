/**
 * One call for a burst: every `trigger()` restarts the wait, and `fn` runs once after `ms` of quiet
 * (a busy chat or an import costs one refetch, not one per push). `cancel()` drops a pending call,
 * for when the cache entry goes away.
 */
export function debounced(fn: () => void, ms: number): { trigger: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger: () => {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}

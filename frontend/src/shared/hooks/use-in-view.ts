import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` is within `rootMargin` of its scroll container's viewport (an
 * IntersectionObserver on `root`, or the page when null). False where IntersectionObserver is
 * unavailable, so callers offer a button as well.
 */
export function useInView(
  target: RefObject<Element | null>,
  { root, rootMargin = '0px', enabled = true }: { root?: RefObject<Element | null>; rootMargin?: string; enabled?: boolean },
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setInView(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      root: root?.current ?? null,
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root, rootMargin, enabled]);
  return inView;
}

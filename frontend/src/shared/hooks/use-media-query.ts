import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_SIDEBAR_PX, BREAKPOINT_WIDE_PX } from '@kb/contracts';

/** Live result of a CSS media query; false where matchMedia is unavailable (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** At or below 1024 px the sidebar becomes an overlay. */
export const COMPACT_QUERY = `(max-width: ${BREAKPOINT_SIDEBAR_PX}px)`;
/** Above 1279 px the conversation details panel is shown by default. */
export const WIDE_QUERY = `(min-width: ${BREAKPOINT_WIDE_PX + 1}px)`;

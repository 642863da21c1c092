import { useEffect, useRef, useState } from 'react';

/** How long the typing indicator stays up at least, so a reply that follows at once still shows it. */
export const MIN_TYPING_VISIBLE_MS = 300;

/**
 * `visible`, held true for at least `minMs` after it turned true. A colleague's second tab gets
 * `assistant:typing` once an answer is awaited (not for one there at once, which arrives with its
 * question), and the reply may still follow a few milliseconds later; without the hold the
 * indicator would flash for one frame. The sending tab shows it from its own send, and a reply that
 * comes at once would flash it too. A new `resetKey` (another conversation) drops the hold.
 */
export function useMinimumVisible(visible: boolean, minMs: number, resetKey?: unknown): boolean {
  const [held, setHeld] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    shownAt.current = null;
    setHeld(false);
  }, [resetKey]);

  useEffect(() => {
    if (visible) {
      shownAt.current = Date.now();
      setHeld(true);
      return;
    }
    if (shownAt.current === null) return;
    const release = () => {
      shownAt.current = null;
      setHeld(false);
    };
    const left = shownAt.current + minMs - Date.now();
    if (left <= 0) {
      release();
      return;
    }
    const timer = setTimeout(release, left);
    return () => clearTimeout(timer);
  }, [visible, minMs]);

  return visible || held;
}

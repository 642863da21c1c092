import { useSyncExternalStore } from 'react';

const KEY = 'enter-to-send';
const listeners = new Set<() => void>();

/** Settings → "Enter sends the message" (on unless turned off on this browser). */
export function enterSends(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

export function setEnterSends(on: boolean): void {
  try {
    localStorage.setItem(KEY, String(on));
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
  listeners.forEach((l) => l());
}

export function useEnterSends(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    enterSends,
    () => true,
  );
}

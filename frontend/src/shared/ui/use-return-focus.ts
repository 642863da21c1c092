import { useState } from 'react';

/**
 * Radix returns focus to a Dialog.Trigger; a dialog opened from state (a row's menu, a table
 * button) has none, so focus would fall to the page. This remembers the opener (given, or the
 * element focused when the dialog mounted) and returns focus there: pass the result as the
 * content's `onCloseAutoFocus`.
 */
export function useReturnFocus(opener?: HTMLElement | null): (event: Event) => void {
  const [target] = useState(() => opener ?? (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  return (event: Event) => {
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}

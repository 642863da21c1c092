import { useEffect, useState } from 'react';

/** A control a person types into (where an on-screen keyboard opens). */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'range', 'color', 'image'].includes(element.type);
  return (element as HTMLElement).isContentEditable === true;
}

/** Whether a text field of the page has the focus now (followed through focusin and focusout). */
export function useFieldFocused(enabled = true): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!enabled) return setFocused(false);
    // focusout fires before the next element takes the focus: look once the move is over.
    const update = () => queueMicrotask(() => setFocused(isTextField(document.activeElement)));
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, [enabled]);
  return focused;
}

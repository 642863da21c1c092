import type { KeyboardEvent } from 'react';

/**
 * Where an arrow key moves the focus inside the conversation list (roving tabindex, WAI-ARIA
 * listbox/grid keys): Up/Down and Home/End between rows' titles, the inline-end arrow from a title
 * to its actions button and the inline-start arrow back. In Arabic the inline end is on the left.
 * Up/Down on the actions button are left to it, since they open its menu.
 */
export function rovingTarget(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  rows: HTMLElement[],
  dir: 'ltr' | 'rtl',
): { element: HTMLElement } | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const from = event.target as HTMLElement;
  const part = from.getAttribute('data-row-part');
  const row = from.closest<HTMLElement>('[data-conversation-id]');
  if (!part || !row) return null;
  const index = rows.indexOf(row);
  const toEnd = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const toStart = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const pick = (r: HTMLElement | undefined, p: string) => r?.querySelector<HTMLElement>(`[data-row-part="${p}"]`) ?? null;

  let element: HTMLElement | null = null;
  switch (event.key) {
    case 'ArrowDown':
      if (part === 'select') element = pick(rows[index + 1], 'select');
      break;
    case 'ArrowUp':
      if (part === 'select') element = pick(rows[index - 1], 'select');
      break;
    case 'Home':
      element = pick(rows[0], 'select');
      break;
    case 'End':
      element = pick(rows.at(-1), 'select');
      break;
    case toEnd:
      if (part === 'select') element = pick(row, 'actions');
      break;
    case toStart:
      if (part === 'actions') element = pick(row, 'select');
      break;
  }
  return element ? { element } : null;
}

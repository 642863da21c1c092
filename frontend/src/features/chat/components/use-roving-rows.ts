import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { Conversation } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import type { RowPart } from './conversation-item';
import { rovingTarget } from './roving';

/**
 * Roving tabindex (WAI-ARIA) over the conversation rows: the list is one tab stop, arrows move
 * inside it. The stop stays on the row last focused, else the active conversation, else the first.
 */
export function useRovingRows(scroller: RefObject<HTMLUListElement | null>, conversations: Conversation[], activeId: string | null) {
  const { dir } = useLocale();
  const [focused, setFocused] = useState<{ id: string; part: RowPart } | null>(null);
  const stopId = [focused?.id, activeId].find((id) => id && conversations.some((c) => c.id === id)) ?? conversations[0]?.id;
  const stopPart: RowPart = focused && focused.id === stopId ? focused.part : 'select';

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const rows = Array.from(scroller.current?.querySelectorAll<HTMLElement>('[data-conversation-id]') ?? []);
    const target = rovingTarget(event, rows, dir);
    if (!target) return;
    event.preventDefault();
    target.element.focus();
  }

  function onListFocus(event: FocusEvent<HTMLUListElement>) {
    const part = event.target.getAttribute('data-row-part') as RowPart | null;
    const id = event.target.closest<HTMLElement>('[data-conversation-id]')?.dataset.conversationId;
    if (part && id) setFocused({ id, part });
  }

  return { stopId, stopPart, onListKeyDown, onListFocus };
}

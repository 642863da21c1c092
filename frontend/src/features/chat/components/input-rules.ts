import { CHAT_TEXTAREA_MAX_HEIGHT_PX } from '@kb/contracts';

/** Blank or whitespace-only text is never sent, nor anything while a reply is awaited. */
export function canSend(text: string, waiting: boolean): boolean {
  return !waiting && text.trim().length > 0;
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) inserts a newline. */
export function isSendKey(event: { key: string; shiftKey: boolean; nativeEvent?: { isComposing?: boolean } }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent?.isComposing;
}

/** Grows the textarea with its content up to 120 px, then scrolls inside it. */
export function fitTextarea(el: HTMLTextAreaElement, max = CHAT_TEXTAREA_MAX_HEIGHT_PX): void {
  el.style.height = 'auto';
  const height = Math.min(el.scrollHeight, max);
  el.style.height = `${height}px`;
  el.style.overflowY = el.scrollHeight > max ? 'auto' : 'hidden';
}

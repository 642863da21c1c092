import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { enterSends } from '../preferences/enter-to-send';
import styled from 'styled-components';
import { CHAT_TEXTAREA_MAX_HEIGHT_PX } from '@kb/contracts';
import { IconButton } from './button';

/** The question field of a chat composer: grows with its content (see {@link fitTextarea}) up to 120 px. */
export const ComposerTextArea = styled.textarea`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 36px;
  max-block-size: ${CHAT_TEXTAREA_MAX_HEIGHT_PX}px;
  padding-block: 7px;
  padding-inline: 6px;
  border: none;
  outline: none;
  resize: none;
  background: transparent;
  color: inherit;
  line-height: 1.5;
  overflow-y: hidden;
`;

/** The composer's send button, filled with the primary colour (its arrow is mirrored in Arabic by the global directional-icon rule). */
export const ComposerSendButton = styled(IconButton)`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryHover};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/**
 * Enter sends; Shift+Enter (and Enter while an input method is composing) inserts a newline. With
 * Settings → "Enter sends the message" off, Enter inserts a newline and Ctrl+Enter (⌘+Enter) sends.
 */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  nativeEvent?: { isComposing?: boolean };
}): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent?.isComposing) return false;
  return enterSends() || Boolean(event.ctrlKey || event.metaKey);
}

/** Grows the textarea with its content up to 120 px (SPEC.md section 9), then scrolls inside it. */
export function fitTextarea(el: HTMLTextAreaElement, max = CHAT_TEXTAREA_MAX_HEIGHT_PX): void {
  el.style.height = 'auto';
  const height = Math.min(el.scrollHeight, max);
  el.style.height = `${height}px`;
  el.style.overflowY = el.scrollHeight > max ? 'auto' : 'hidden';
}

/**
 * Keeps a composer's textarea fitted to its text: when the text changes (typed, or set from outside
 * such as a suggestion or a restore after a failed send) and when its width changes (a rotation, a
 * window narrowed), so a wrapped line is never cut off.
 */
export function useFitTextarea(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    if (ref.current) fitTextarea(ref.current);
  }, [value, ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    // Only a change of width re-fits: fitting changes the height, which must not loop.
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fitTextarea(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}

import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { applyMarkdown, type MarkdownAction } from './markdown-edit';

/**
 * Edits of the question's text at its selection: Markdown formatting and inserted text (an emoji).
 * Each puts the selection back where the edit leaves it.
 */
export function useTextEdit(inputRef: RefObject<HTMLTextAreaElement | null>, onChange: (value: string) => void) {
  /** Edits the text at the selection, then puts the selection back where the edit leaves it. */
  function edit(change: (el: HTMLTextAreaElement) => { value: string; start: number; end: number }) {
    const el = inputRef.current;
    if (!el) return;
    const next = change(el);
    // The new text is in the field when this returns, so the selection is put back at once: put back
    // a frame later, it undid a key pressed in between (End, then typing, landed inside the edit).
    flushSync(() => onChange(next.value));
    el.focus();
    el.setSelectionRange(next.start, next.end);
  }

  const format = (action: MarkdownAction) =>
    edit((el) => applyMarkdown({ value: el.value, start: el.selectionStart, end: el.selectionEnd }, action));

  function insert(text: string) {
    edit((el) => ({
      value: el.value.slice(0, el.selectionStart) + text + el.value.slice(el.selectionEnd),
      start: el.selectionStart + text.length,
      end: el.selectionStart + text.length,
    }));
  }

  return { format, insert };
}

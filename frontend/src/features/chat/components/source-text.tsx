import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { TextRange } from '@kb/contracts';

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.7;
  font-size: 14px;
  mark {
    padding-inline: 2px;
    border-radius: 3px;
    background: ${({ theme }) => theme.color.highlight};
    color: ${({ theme }) => theme.color.text};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.highlightEdge};
  }
`;

/** `content` cut at the marked ranges: plain text and the passages to mark, in order. */
export function splitMarks(content: string, marks: readonly TextRange[]): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end > content.length || start >= end) continue;
    if (start > at) parts.push({ text: content.slice(at, start), marked: false });
    parts.push({ text: content.slice(start, end), marked: true });
    at = end;
  }
  if (at < content.length) parts.push({ text: content.slice(at), marked: false });
  return parts;
}

/**
 * A source's text with the passages an answer quoted marked (`<mark>`), scrolled so that the first
 * of them is in view when it opens.
 */
export function SourceText({ content, marks }: { content: string; marks: readonly TextRange[] }) {
  const first = useRef<HTMLElement>(null);
  useEffect(() => {
    first.current?.scrollIntoView?.({ block: 'center' });
  }, [content, marks]);
  let seen = false;
  return (
    <Text dir="auto" data-testid="source-text">
      {splitMarks(content, marks).map((part, i) => {
        if (!part.marked) return <span key={i}>{part.text}</span>;
        const ref = seen ? undefined : first;
        seen = true;
        return (
          <mark key={i} ref={ref}>
            {part.text}
          </mark>
        );
      })}
    </Text>
  );
}

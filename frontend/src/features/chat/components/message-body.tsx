import styled from 'styled-components';
import type { MessageBlock } from './format-message';
import { renderInline } from './inline-markdown';

const Body = styled.div`
  display: grid;
  gap: 6px;
  overflow-wrap: anywhere;
  ul,
  ol {
    margin: 0;
    padding-inline-start: 22px;
    display: grid;
    gap: 2px;
  }
  /* Explicit, because a message is itself a list item and nested lists default to circles. */
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.92em;
    padding-inline: 4px;
    border-radius: 4px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
  }
  pre {
    margin: 0;
    padding: 8px 10px;
    overflow-x: auto;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    code {
      padding: 0;
      background: none;
    }
  }
`;

/**
 * Blocks from `formatMessage`, rendered as text nodes only (inline Markdown as elements holding text). Every block and list item takes its
 * direction from its own first strong character (`dir="auto"`): an English question in the Arabic
 * interface keeps its question mark at its end, and a list's markers sit on the side its text starts.
 */
export function MessageBody({ blocks }: { blocks: MessageBlock[] }) {
  return (
    <Body>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index} dir="auto">
                {renderInline(block.text)}
              </p>
            );
          case 'bullets':
            return (
              <ul key={index} dir="auto">
                {block.items.map((item, i) => (
                  <li key={i} dir="auto">
                    {renderInline(item)}
                  </li>
                ))}
              </ul>
            );
          case 'numbered':
            return (
              <ol key={index} start={block.items[0]?.number} dir="auto">
                {/* `value` pins each marker to the source's number, so a skipped step shows as a gap. */}
                {block.items.map((item, i) => (
                  <li key={i} value={item.number} dir="auto">
                    {renderInline(item.text)}
                  </li>
                ))}
              </ol>
            );
          case 'code':
            return (
              <pre key={index} dir="ltr">
                <code>{block.text}</code>
              </pre>
            );
          default: {
            const unhandled: never = block;
            return unhandled;
          }
        }
      })}
    </Body>
  );
}

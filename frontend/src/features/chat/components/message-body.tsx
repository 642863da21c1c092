import styled from 'styled-components';
import type { MessageBlock } from './format-message';

const Body = styled.div`
  display: grid;
  gap: 6px;
  overflow-wrap: anywhere;
  ul, ol { margin: 0; padding-inline-start: 22px; display: grid; gap: 2px; }
  /* Explicit, because a message is itself a list item and nested lists default to circles. */
  ul { list-style: disc; }
  ol { list-style: decimal; }
`;

/**
 * Blocks from `formatMessage`, rendered as text nodes only. Every block and list item takes its
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
                {block.text}
              </p>
            );
          case 'bullets':
            return (
              <ul key={index} dir="auto">
                {block.items.map((item, i) => (
                  <li key={i} dir="auto">
                    {item}
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
                    {item.text}
                  </li>
                ))}
              </ol>
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

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

/** Blocks from `formatMessage`, rendered as text nodes only. */
export function MessageBody({ blocks }: { blocks: MessageBlock[] }) {
  return (
    <Body>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'bullets':
            return (
              <ul key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case 'numbered':
            return (
              <ol key={index} start={block.start}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
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

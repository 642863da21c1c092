import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding-block: 40px;
  padding-inline: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  h2,
  h3 {
    color: ${({ theme }) => theme.color.text};
    font-size: 17px;
  }
`;

/** Centred icon, title, text and an optional action for a list with nothing to show. */
export function EmptyState({ icon, title, text, children }: { icon?: ReactNode; title: string; text?: string; children?: ReactNode }) {
  return (
    <Box>
      {icon}
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {children}
    </Box>
  );
}

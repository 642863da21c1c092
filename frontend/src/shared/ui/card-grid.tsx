import styled from 'styled-components';

/** A list of cards in as many columns as fit, each at least `$min` pixels wide. */
export const CardGrid = styled.ul<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of a `CardGrid`: a heading and muted text, `$gap` pixels apart. */
export const Card = styled.li<{ $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => $gap}px;
  align-content: start;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: 16px;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
`;

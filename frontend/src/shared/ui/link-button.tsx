import styled from 'styled-components';

/** A link that looks like a secondary button (downloads, navigation placed among buttons). */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-block-size: 40px;
  padding-block: 8px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; }
`;

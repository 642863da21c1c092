import styled from 'styled-components';

/** Common frame of the document screens: a readable width with comfortable padding. */
export const PageFrame = styled.div`
  display: grid;
  gap: 18px;
  align-content: start;
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: 24px 96px;
  /* The bottom padding leaves room below the last row for the floating Quick Actions button. */
  padding-inline: clamp(12px, 3vw, 32px);
`;

export const PageHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h1 { font-size: 24px; }
  p { color: ${({ theme }) => theme.color.textMuted}; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
`;

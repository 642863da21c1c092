import styled from 'styled-components';

/** The chat page's frame: the column, its scrolling thread and the composer with its footer. */
export const Page = styled.div`
  position: relative;
  display: flex;
  block-size: 100%;
  min-block-size: 0;
`;

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
`;

export const Scroll = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding-block-end: 8px;
  > section {
    margin-block: 24px;
    margin-inline: auto;
  }
`;

export const Composer = styled.div<{ $besideFab: boolean }>`
  display: grid;
  gap: 6px;
  padding-block: 8px 10px;
  padding-inline: clamp(12px, 3vw, 32px);
  /* Room for the floating Quick Actions button when this column reaches the inline-end edge. */
  padding-inline-end: ${({ $besideFab }) => ($besideFab ? 'max(clamp(12px, 3vw, 32px), 76px)' : 'clamp(12px, 3vw, 32px)')};
  &[hidden] {
    display: none;
  }
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

import styled from 'styled-components';

/** The sidebar's conversation list: its heading, rows, last row and empty state. */
export const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-block-size: 0;
  flex: 1;
`;

export const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-inline: 6px 0;
  h2 {
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const List = styled.ul`
  display: grid;
  align-content: start;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  min-block-size: 0;
`;

/** The list's last row: where the next page is asked for, and where loading or failure shows. */
export const More = styled.li`
  display: grid;
  justify-items: start;
  gap: 6px;
  min-block-size: 1px;
  padding-inline: 10px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
  &:not(:empty) {
    padding-block: 8px;
  }
`;

export const Empty = styled.p`
  padding: 12px 6px;
  font-size: 14px;
  color: ${({ theme }) => theme.color.textMuted};
`;

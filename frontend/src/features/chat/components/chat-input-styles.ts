import styled from 'styled-components';

/** The composer's frame, its rows and the attachment chip. */
export const Form = styled.form`
  display: grid;
  gap: 6px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 6px;
  /* Narrow screens: the tools get their own line, so the question keeps the width. */
  ${({ theme }) => theme.media.compact} {
    flex-wrap: wrap;
  }
`;

export const Tools = styled.div`
  display: flex;
  gap: 2px;
  ${({ theme }) => theme.media.compact} {
    order: -1;
    flex-basis: 100%;
  }
`;

export const FormatButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding-block-end: 6px;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  button {
    font-weight: 700;
    min-inline-size: 36px;
  }
  button em {
    font-family: Georgia, serif;
    font-weight: 400;
    font-size: 16px;
  }
  button code {
    font-size: 13px;
  }
`;

export const Chip = styled.div<{ $failed: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  justify-self: start;
  max-inline-size: 100%;
  padding-block: 4px;
  padding-inline: 10px 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: 13px;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

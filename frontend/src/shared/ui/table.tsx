import styled, { css, keyframes } from 'styled-components';

/** Scrolls sideways on narrow screens instead of squeezing columns; labelled by the table's caption. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * `$cards`: at 640 px and below each row becomes a card, every cell under its column's name (the
 * cell's `data-label`), so nothing scrolls sideways and no column (status) is off-screen.
 */
export const Table = styled.table<{ $cards?: boolean }>`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption {
    text-align: start;
  }
  th,
  td {
    padding-block: 10px;
    padding-inline: 14px;
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    font-size: 12px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceAlt};
    white-space: nowrap;
  }
  time {
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-block-end: none;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  ${({ $cards, theme }) =>
    $cards &&
    css`
      @media (max-width: 640px) {
        thead {
          position: absolute;
          inline-size: 1px;
          block-size: 1px;
          overflow: hidden;
          clip-path: inset(50%);
        }
        tbody,
        tr,
        td {
          display: block;
        }
        tbody tr {
          padding-block: 8px;
          border-block-end: 1px solid ${theme.color.border};
        }
        tbody tr:last-child {
          border-block-end: none;
        }
        td {
          border-block-end: none;
          padding-block: 5px;
          overflow-wrap: anywhere;
          min-inline-size: 0;
        }
        td[data-label]::before {
          content: attr(data-label);
          display: block;
          margin-block-end: 2px;
          font-size: 12px;
          font-weight: 700;
          color: ${theme.color.textMuted};
        }
        td * {
          min-inline-size: 0;
        }
      }
    `}
`;

const flash = keyframes`
  from { background-color: rgba(255, 213, 79, 0.55); }
  to { background-color: transparent; }
`;
/* On the dark surface a light yellow under light text fails contrast: a faint one keeps it 4.5:1. */
const flashDark = keyframes`
  from { background-color: rgba(255, 213, 79, 0.07); }
  to { background-color: transparent; }
`;

/** A row; `$changed` marks one that just arrived or changed live, fading out over a few seconds. */
export const Row = styled.tr<{ $changed?: boolean }>`
  ${({ $changed, theme }) =>
    $changed &&
    css`
      animation: ${theme.mode === 'dark' ? flashDark : flash} 4s ease-out;
    `}
`;

export const CellTitle = styled.div`
  display: grid;
  gap: 2px;
  min-inline-size: 180px;
  /* A title in the other script keeps its own direction but sits at the start of the cell. */
  > * {
    justify-self: start;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
`;

/** A button that reads like a link: opens a row's document. */
export const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

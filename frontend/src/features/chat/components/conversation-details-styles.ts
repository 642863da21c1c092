import styled, { css } from 'styled-components';

export const DetailsPanel = styled.aside<{ $overlay: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 18px;
  inline-size: 320px;
  flex-shrink: 0;
  padding: 18px;
  overflow-y: auto;
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h2 {
    font-size: 16px;
  }
  ${({ theme, $overlay }) =>
    $overlay &&
    css`
      /* Below 1280 px the panel floats over the chat instead of squeezing it. */
      position: absolute;
      inset-block: 0;
      inset-inline-end: 0;
      z-index: 20;
      max-inline-size: 100%;
      box-shadow: ${theme.shadow.lg};
    `}
`;

export const Section = styled.section`
  display: grid;
  gap: 8px;
  font-size: 14px;
  h3 {
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  li span {
    display: grid;
    min-inline-size: 0;
  }
  li strong {
    overflow-wrap: anywhere;
  }
  li small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul.plain {
    list-style: disc;
    padding-inline-start: 18px;
  }
  ul.plain li {
    display: list-item;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  &.resource {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

export const Tag = styled.span`
  padding-block: 2px;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: 12px;
`;

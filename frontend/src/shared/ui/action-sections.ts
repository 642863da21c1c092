import styled from 'styled-components';

/**
 * Sections of a side drawer of actions (Quick Actions): the selected item's block and a group of
 * actions with icons. Shared, so a feature can offer its own item's actions in the drawer.
 */
export const ActionContext = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  > svg {
    color: ${({ theme }) => theme.color.primary};
    flex-shrink: 0;
  }
  div {
    display: grid;
    min-inline-size: 0;
  }
  small {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const ActionGroup = styled.section`
  display: grid;
  gap: 6px;
  h3 {
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: 10px;
    inline-size: 100%;
    padding: 10px;
    border: none;
    border-radius: ${({ theme }) => theme.radius.md};
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceHover};
    }
    &:disabled {
      opacity: 0.6;
    }
  }
  a > span,
  button > span {
    flex: 1;
  }
  a > svg + span + svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .danger {
    color: ${({ theme }) => theme.color.danger};
  }
`;

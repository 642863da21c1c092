import styled from 'styled-components';

/** The Glossary tab's pieces: term chips, entry cards and the filter bar. */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  padding-block: 3px;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

export const Cards = styled.ul`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: 10px;
  align-content: space-between;
  min-inline-size: 0;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  gap: 6px;
  margin-inline-start: auto;
  button {
    min-block-size: 34px;
    padding-inline: 10px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 10px;
  label {
    flex: 1 1 240px;
    max-inline-size: 420px;
  }
`;

export const SearchLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

export const Grow = styled.div`
  flex: 1 1 260px;
  display: grid;
  gap: 4px;
`;

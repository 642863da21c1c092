import styled from 'styled-components';

/** The inline add and edit forms: a card above the document library. */
export const FormCard = styled.form`
  display: grid;
  gap: 16px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h2 { font-size: 18px; }
  .buttons { display: flex; flex-wrap: wrap; gap: 8px; }
`;

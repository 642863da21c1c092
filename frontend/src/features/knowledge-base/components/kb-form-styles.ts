import styled from 'styled-components';
import { cardLook } from '../../../shared/ui/card';

/** The inline add and edit forms: a card above the document library. */
export const FormCard = styled.form`
  ${cardLook}
  gap: 16px;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

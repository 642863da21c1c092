import { css } from 'styled-components';

/** The look of a card (forms, panels, admin sections): one place for its padding, edge and surface. */
export const cardLook = css`
  display: grid;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: 18px;
  }
`;

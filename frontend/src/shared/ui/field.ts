import styled, { css } from 'styled-components';

/** A label that wraps its control, so the label is the control's accessible name. */
export const FieldLabel = styled.label`
  display: grid;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
`;

/** The box of a text control (input, textarea) inside a `FieldLabel`. */
export const fieldControl = css`
  padding-inline: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 400;
`;

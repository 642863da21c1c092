import { AlertDialog, Dialog } from 'radix-ui';
import styled, { css } from 'styled-components';

/** Shared look of modal surfaces; each caller renders them inside a radix Portal with `dir`. */
const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.overlay};
`;

const panel = css`
  position: fixed;
  z-index: 51;
  /* Centred by margins, so nothing depends on the reading direction. */
  inset: 0;
  margin: auto;
  block-size: fit-content;
  max-block-size: calc(100dvh - 32px);
  overflow: auto;
  inline-size: min(440px, calc(100vw - 32px));
  display: grid;
  gap: 16px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const DialogOverlay = styled(Dialog.Overlay)`
  ${overlay}
`;
export const DialogContent = styled(Dialog.Content)`
  ${panel}
`;
export const DialogTitle = styled(Dialog.Title)`
  font-size: 18px;
  font-weight: 700;
`;
export const DialogDescription = styled(Dialog.Description)`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

export const AlertOverlay = styled(AlertDialog.Overlay)`
  ${overlay}
`;
export const AlertContent = styled(AlertDialog.Content)`
  ${panel}
`;
export const AlertTitle = styled(AlertDialog.Title)`
  font-size: 18px;
  font-weight: 700;
`;
export const AlertDescription = styled(AlertDialog.Description)`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

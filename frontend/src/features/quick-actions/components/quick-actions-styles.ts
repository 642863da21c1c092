import { Dialog } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export const Fab = styled.button`
  position: fixed;
  z-index: 30;
  inset-block-end: 22px;
  inset-inline-end: 16px;
  display: grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transition:
    opacity 120ms ease-out,
    visibility 120ms;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  &[data-stepped-aside] {
    opacity: 0;
    visibility: hidden;
    pointer-events: none;
  }
`;

export const DrawerOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.overlay};
`;

export const Drawer = styled(Dialog.Content)`
  position: fixed;
  z-index: 51;
  inset-block: 0;
  inset-inline-end: 0;
  display: flex;
  flex-direction: column;
  gap: 18px;
  inline-size: min(360px, 100vw);
  padding: 20px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideIn} 150ms ease-out;
  header {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 8px;
  }
  h2 {
    font-size: 18px;
  }
  header p {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Empty = styled.div`
  display: grid;
  gap: 4px;
  padding: 20px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Shared with other features' drawer sections (the chat's conversation actions, issue 48). */
export { ActionContext as Context, ActionGroup as Group } from '../../../shared/ui/action-sections';

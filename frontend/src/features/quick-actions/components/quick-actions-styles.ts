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
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
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
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; }
  h2 { font-size: 18px; }
  header p { font-size: 13px; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const Empty = styled.div`
  display: grid;
  gap: 4px;
  padding: 20px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  p { font-size: 14px; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const Context = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  > svg { color: ${({ theme }) => theme.color.primary}; flex-shrink: 0; }
  div { display: grid; min-inline-size: 0; }
  small { font-size: 12px; color: ${({ theme }) => theme.color.textMuted}; }
  strong { overflow-wrap: anywhere; }
  span { font-size: 13px; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const Group = styled.section`
  display: grid;
  gap: 6px;
  h3 { font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: ${({ theme }) => theme.color.textMuted}; }
  ul { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; }
  a, button {
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
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceHover}; }
    &:disabled { opacity: 0.6; }
  }
  a > span, button > span { flex: 1; }
  a > svg + span + svg { color: ${({ theme }) => theme.color.textMuted}; }
  .danger { color: ${({ theme }) => theme.color.danger}; }
`;

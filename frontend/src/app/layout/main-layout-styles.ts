import { Dialog } from 'radix-ui';
import styled from 'styled-components';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  block-size: 100dvh;
  overflow: hidden;
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-block-size: 0;
`;

export const Aside = styled.aside`
  inline-size: 280px;
  flex-shrink: 0;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

export const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  overflow: auto;
`;

export const DrawerOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.color.overlay};
`;

export const Drawer = styled(Dialog.Content)`
  position: fixed;
  z-index: 41;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: min(300px, 85vw);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
`;

/** Keyboard users can jump past the header and sidebar. Hidden until focused. */
export const SkipLink = styled.a`
  position: absolute;
  inset-block-start: -100px;
  inset-inline-start: 8px;
  z-index: 100;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  &:focus {
    inset-block-start: 8px;
  }
`;

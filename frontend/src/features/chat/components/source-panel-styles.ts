import { Dialog } from 'radix-ui';
import styled, { css } from 'styled-components';

const frame = css`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  header {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    padding: 16px 18px 12px;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  header > div {
    display: grid;
    gap: 4px;
    flex: 1;
    min-inline-size: 0;
  }
  h2 {
    font-size: 16px;
    overflow-wrap: anywhere;
    outline: none;
  }
  header small {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Beside the chat on wide screens (not modal: the conversation stays usable), over it on medium ones. */
export const SidePanel = styled.aside<{ $overlay: boolean }>`
  ${frame}
  inline-size: min(460px, 42%);
  flex-shrink: 0;
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme, $overlay }) =>
    $overlay &&
    css`
      position: absolute;
      inset-block: 0;
      inset-inline-end: 0;
      z-index: 20;
      inline-size: min(460px, 100%);
      box-shadow: ${theme.shadow.lg};
    `}
`;

/** A sheet from the bottom edge on narrow screens (modal, as a phone's sheets are). */
export const Sheet = styled(Dialog.Content)`
  ${frame}
  position: fixed;
  z-index: 51;
  inset-inline: 0;
  inset-block-end: 0;
  max-block-size: 85dvh;
  border-start-start-radius: ${({ theme }) => theme.radius.lg};
  border-start-end-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const PanelBody = styled.div`
  display: grid;
  gap: 12px;
  align-content: start;
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  /* The end of the text scrolls clear of the floating Quick Actions button. */
  padding: 14px 18px 84px;
`;

export const Note = styled.p`
  display: grid;
  gap: 6px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: 13px;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.primary};
  }
  /* Only a link to the source as it is now: no warning to frame. */
  &.plain {
    padding: 0;
    border: 0;
    background: none;
  }
`;

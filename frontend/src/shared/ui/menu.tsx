import { DropdownMenu } from 'radix-ui';
import styled, { css } from 'styled-components';

export const MenuContent = styled(DropdownMenu.Content)`
  z-index: 60;
  min-inline-size: 180px;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const item = css`
  display: flex;
  align-items: center;
  gap: 10px;
  padding-block: 8px;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 14px;
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &[data-state='checked'] {
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: default;
  }
`;

export const MenuItem = styled(DropdownMenu.Item)<{ $danger?: boolean }>`
  ${item}
  ${({ theme, $danger }) =>
    $danger &&
    css`
      color: ${theme.color.danger};
    `}
`;
export const MenuRadioItem = styled(DropdownMenu.RadioItem)`
  ${item}
`;
export const MenuLabel = styled(DropdownMenu.Label)`
  padding-block: 6px;
  padding-inline: 10px;
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
export const MenuSeparator = styled(DropdownMenu.Separator)`
  block-size: 1px;
  margin-block: 6px;
  background: ${({ theme }) => theme.color.border};
`;

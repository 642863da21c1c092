import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonLookProps {
  $variant?: Variant;
  $block?: boolean;
}

/** The look of a button, for a <button> (`Button`) or a link placed among buttons (`ButtonLink`). */
export const buttonLook = css<ButtonLookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-block-size: 40px;
  padding-block: 8px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  &:disabled {
    opacity: 0.6;
  }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: #fff;
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          border-color: ${theme.color.border};
          color: inherit;
          &:hover:not(:disabled) {
            background: ${theme.color.surfaceHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          &:hover:not(:disabled) {
            background: ${theme.color.surfaceHover};
          }
        `;
    }
  }}
`;

export const Button = styled.button<ButtonLookProps>`
  ${buttonLook}
`;

export const IconButton = styled.button<{ $size?: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: ${({ $size = 36 }) => $size}px;
  block-size: ${({ $size = 36 }) => $size}px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:disabled {
    opacity: 0.45;
  }
`;

import styled, { css } from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** Small pill with a tone; the text carries the meaning, the colour only repeats it. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding-block: 2px;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => {
    switch ($tone) {
      case 'success':
        return css`
          background: #e3f4e4;
          color: #1b5e20;
        `;
      case 'warning':
        return css`
          background: #fff4cc;
          color: #7a5200;
        `;
      case 'danger':
        return css`
          background: #fde2e2;
          color: #a11a1a;
        `;
      default:
        return css`
          background: ${({ theme }) => theme.color.surfaceAlt};
          color: ${({ theme }) => theme.color.textMuted};
        `;
    }
  }}
`;

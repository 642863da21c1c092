import styled from 'styled-components';

/** A card centred in its area, for welcome and choice screens (`$width` caps its inline size). */
export const CenteredCard = styled.section<{ $width?: number }>`
  display: grid;
  gap: 14px;
  justify-items: center;
  inline-size: min(${({ $width = 680 }) => $width}px, 100%);
  margin: auto;
  padding: 32px 24px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h2 {
    font-size: 22px;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

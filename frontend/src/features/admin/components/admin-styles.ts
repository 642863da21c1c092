import styled from 'styled-components';
import { cardLook } from '../../../shared/ui/card';

export const Section = styled.section`
  ${cardLook}
  gap: 14px;
  h3 {
    font-size: 15px;
  }
`;

export const CardGrid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
`;

export const AdminCard = styled.button`
  display: grid;
  gap: 6px;
  align-content: start;
  text-align: start;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  strong {
    font-size: 16px;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

export const Figures = styled.dl`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  div {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 24px;
    font-weight: 700;
  }
  small {
    display: block;
    font-size: 12px;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
  font-weight: 400;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px;
`;

export const Bar = styled.div<{ $share: number }>`
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    block-size: 100%;
    inline-size: ${({ $share }) => Math.round($share * 100)}%;
    background: ${({ theme }) => theme.color.primary};
  }
`;

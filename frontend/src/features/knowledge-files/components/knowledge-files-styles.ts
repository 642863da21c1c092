import { Switch } from 'radix-ui';
import styled from 'styled-components';
import { cardLook } from '../../../shared/ui/card';
import { Badge } from '../../../shared/ui/badge';

export const Frame = styled.div`
  display: grid;
  gap: 18px;
  align-content: start;
  max-inline-size: 1100px;
  margin-inline: auto;
  /* Room below the last card for the floating Quick Actions button. */
  padding-block: 24px 96px;
  padding-inline: clamp(12px, 3vw, 32px);
  header h1 {
    font-size: 24px;
  }
  header p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Panel = styled.section`
  ${cardLook}
  gap: 14px;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  .muted {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
`;

export const UploadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

export const Progress = styled.progress`
  inline-size: 100%;
  block-size: 8px;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.primary};
    transition: inline-size 120ms linear;
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.primary};
  }
`;

export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
`;

export const SwitchRoot = styled(Switch.Root)`
  position: relative;
  flex-shrink: 0;
  inline-size: 40px;
  block-size: 22px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.border};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const SwitchThumb = styled(Switch.Thumb)`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-start: 2px;
  inline-size: 18px;
  block-size: 18px;
  border-radius: 50%;
  background: #fff;
  transition: inset-inline-start 120ms ease;
  &[data-state='checked'] {
    inset-inline-start: 20px;
  }
`;

export const FileList = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileCardBox = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 10px 16px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  /* The Quick Actions file: a thicker edge on the reading side, a tint, and the "Selected" mark. */
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.primary};
    border-inline-start-width: 4px;
    padding-inline-start: 13px;
    background: ${({ theme }) => theme.color.primarySoft};
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  .description {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .note {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 8px;
  }
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    .actions {
      justify-content: flex-start;
    }
  }
`;

/** The "Selected" pill of a card: a Badge in the primary colour. */
export const SelectedMark = styled(Badge)`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

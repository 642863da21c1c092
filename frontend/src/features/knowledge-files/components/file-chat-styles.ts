import styled from 'styled-components';
import { lowConfidenceEdge } from '../../../shared/ui/confidence-note';
import { DialogContent } from '../../../shared/ui/dialog';

/** SPEC.md section 9: the file chat dialog is 450 px high. */
export const Panel = styled(DialogContent)`
  inline-size: min(640px, calc(100vw - 32px));
  block-size: min(450px, calc(100dvh - 32px));
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: 12px;
  padding: 18px;
  header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 8px;
  }
  header h2 {
    overflow-wrap: anywhere;
  }
`;

export const Lines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 4px;
  list-style: none;
  overflow-y: auto;
  li {
    max-inline-size: 85%;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li[data-role='user'] {
    align-self: flex-end;
    background: ${({ theme }) => theme.color.userBubble};
    color: ${({ theme }) => theme.color.userBubbleText};
  }
  li[data-role='assistant'] {
    align-self: flex-start;
    background: ${({ theme }) => theme.color.assistantBubble};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  li[data-confidence='low'] {
    display: grid;
    gap: 6px;
    ${lowConfidenceEdge}
  }
  li[data-role='status'] {
    align-self: center;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .source {
    display: block;
    margin-block-start: 6px;
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Composer = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  textarea {
    flex: 1;
    min-inline-size: 0;
    resize: none;
    max-block-size: 120px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    font: inherit;
  }
`;

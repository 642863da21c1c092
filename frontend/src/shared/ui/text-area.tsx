import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.label`
  display: grid;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
  textarea {
    padding-block: 10px;
    padding-inline: 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 400;
    line-height: 1.6;
    resize: vertical;
  }
  small { font-weight: 400; color: ${({ theme }) => theme.color.textMuted}; }
`;

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  note?: ReactNode;
}

/** A labelled multi-line input with an optional note under it. */
export function TextAreaField({ label, note, ...textarea }: Props) {
  return (
    <Field>
      {label}
      <textarea {...textarea} />
      {note && <small>{note}</small>}
    </Field>
  );
}

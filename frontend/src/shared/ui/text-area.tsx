import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldLabel, fieldControl } from './field';

const Field = styled(FieldLabel)`
  textarea {
    ${fieldControl}
    padding-block: 10px;
    line-height: 1.6;
    resize: vertical;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
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

import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel, fieldControl } from './field';

const Field = styled(FieldLabel)`
  input {
    ${fieldControl}
    block-size: 42px;
    &:disabled {
      opacity: 0.6;
    }
  }
`;

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
}

/** A labelled single-line input: the label wraps the input, so it is the input's accessible name. */
export function TextField({ label, ...input }: Props) {
  return (
    <Field>
      {label}
      <input {...input} />
    </Field>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.label`
  display: grid;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
  input {
    block-size: 42px;
    padding-inline: 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 400;
    &:disabled { opacity: 0.6; }
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

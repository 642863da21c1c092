import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.label`
  display: grid;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
  select {
    block-size: 42px;
    min-inline-size: 150px;
    padding-inline: 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 400;
  }
`;

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Keeps the label for screen readers only (filter bars). */
  hideLabel?: boolean;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({ label, hideLabel = false, options, ...select }: Props) {
  return (
    <Field>
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      <select {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

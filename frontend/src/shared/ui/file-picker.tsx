import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonLook, type ButtonLookProps } from './button';

const Field = styled.div`
  position: relative;
  display: grid;
  gap: 6px;
  font-size: 14px;
  > span:first-child { font-weight: 600; }
`;

/** The native input stays in the page, focusable and announced, but unseen: the zone is its face. */
const Input = styled.input`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  border: 0;
  opacity: 0;
  overflow: hidden;
  clip-path: inset(50%);
`;

/** Clicking anywhere in it opens the browser's file chooser (it is a label of the input). */
const Zone = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 10px 12px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  cursor: pointer;
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
  input:disabled + & { opacity: 0.6; cursor: not-allowed; }
`;

const Choose = styled.span<ButtonLookProps>`
  ${buttonLook}
  min-block-size: 34px;
  padding-block: 4px;
  padding-inline: 12px;
`;

const Status = styled.span<{ $chosen: boolean }>`
  min-inline-size: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $chosen }) => ($chosen ? theme.color.text : theme.color.textMuted)};
`;

interface Props {
  label: ReactNode;
  accept: string;
  /** The chosen file (the form owns it); `null` clears the input. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  name?: string;
  /** Extra descriptions of the input (a hint's id). */
  describedBy?: string;
  /** What the line beside the button says of a chosen file; its name unless told. */
  describe?: (file: File) => string;
  testId?: string;
}

/**
 * A file input whose every word is in the UI language: the browser's own control prints
 * "Choose File / No file chosen" in the browser's language whatever the page's. The native input
 * is kept (keyboard, screen readers, tests), named by `label` alone, and described by the status.
 */
export function FilePicker({ label, accept, file, onChange, disabled, name, describedBy, describe, testId }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
  const statusId = useId();

  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <Field>
      <span id={labelId}>{label}</span>
      <Input
        ref={input}
        id={inputId}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        data-testid={testId}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <Zone htmlFor={inputId}>
        <Choose $variant="secondary" aria-hidden="true">{t('filePicker.choose')}</Choose>
        <Status id={statusId} $chosen={file !== null} dir={file ? 'auto' : undefined}>
          {file ? (describe ?? ((f: File) => f.name))(file) : t('filePicker.none')}
        </Status>
      </Zone>
    </Field>
  );
}

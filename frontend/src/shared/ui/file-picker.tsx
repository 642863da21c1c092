import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFileDrop } from '../hooks/use-file-drop';
import { buttonLook, type ButtonLookProps } from './button';

const Field = styled.div`
  position: relative;
  display: grid;
  gap: 6px;
  font-size: 14px;
  > span:first-child {
    font-weight: 600;
  }
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

/** Clicking anywhere in it opens the browser's file chooser (it is a label of the input); a file can be dropped on it. */
const Zone = styled.label<{ $over: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 10px 12px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme, $over }) => ($over ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $over }) => ($over ? theme.color.primarySoft : theme.color.surfaceAlt)};
  cursor: pointer;
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
  input:disabled + & {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Choose = styled.span<ButtonLookProps>`
  ${buttonLook}
  min-block-size: 34px;
  padding-block: 4px;
  padding-inline: 12px;
`;

const Status = styled.span<{ $chosen: boolean; $refused: boolean }>`
  min-inline-size: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $chosen, $refused }) => ($refused ? theme.color.danger : $chosen ? theme.color.text : theme.color.textMuted)};
`;

/** Whether `file` matches an `accept` attribute (extensions, exact types, `type/*`), as the chooser filters. */
export function accepts(accept: string, file: File): boolean {
  const rules = accept
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return (
    rules.length === 0 ||
    rules.some((r) => (r.startsWith('.') ? name.endsWith(r) : r.endsWith('/*') ? type.startsWith(r.slice(0, -1)) : type === r))
  );
}

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
}

/**
 * A file input whose every word is in the UI language: the browser's own control prints
 * "Choose File / No file chosen" in the browser's language whatever the page's. The native input
 * is kept (keyboard, screen readers, tests), named by `label` alone, and described by the status.
 * A file dropped on the zone is taken as if chosen, unless the chooser would not have offered it
 * (a drop beside it is kept from replacing the page by `useKeepPageOnFileDrop`, app-wide).
 */
export function FilePicker({ label, accept, file, onChange, disabled, name, describedBy, describe }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
  const statusId = useId();
  /** The name of a dropped file the chooser would not have offered (it is not taken). */
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const { over, handlers: dropHandlers } = useFileDrop((dropped) => {
    if (!accepts(accept, dropped)) {
      setRefused(dropped.name);
      onChange(null);
      return;
    }
    setRefused(null);
    // The input holds what was dropped too, as if it had been chosen.
    try {
      const transfer = new DataTransfer();
      transfer.items.add(dropped);
      if (input.current) input.current.files = transfer.files;
    } catch {
      // A browser without a DataTransfer constructor: the form still has the file.
    }
    onChange(dropped);
  }, disabled);

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
        onChange={(e) => {
          setRefused(null);
          onChange(e.target.files?.[0] ?? null);
        }}
      />
      <Zone htmlFor={inputId} $over={over} {...dropHandlers}>
        <Choose $variant="secondary" aria-hidden="true">
          {t('filePicker.choose')}
        </Choose>
        <Status
          id={statusId}
          role={refused ? 'alert' : undefined}
          $chosen={file !== null}
          $refused={refused !== null}
          dir={file && !refused ? 'auto' : undefined}
        >
          {refused
            ? t('filePicker.refused', { name: `\u2068${refused}\u2069` })
            : file
              ? (describe ?? ((f: File) => f.name))(file)
              : t('filePicker.none')}
        </Status>
      </Zone>
    </Field>
  );
}

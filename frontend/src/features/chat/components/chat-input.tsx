import { useRef, useState, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { KNOWLEDGE_FILE_ACCEPT } from '@kb/contracts';
import { IconButton } from '../../../shared/ui/button';
import { CloseIcon, FileIcon, PaperclipIcon, SendIcon, TypeIcon } from '../../../shared/ui/icons';
import { canSend } from './input-rules';
import { ComposerSendButton as SendButton, ComposerTextArea as TextArea, isSendKey, useFitTextarea } from '../../../shared/ui/composer';
import { Hint } from '../../../shared/ui/hint';
import { EmojiButton } from './emoji-button';
import { applyMarkdown, shortcutAction, type MarkdownAction } from './markdown-edit';
import type { Attachment } from './use-attachment';

const Form = styled.form`
  display: grid;
  gap: 6px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:focus-within { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 6px;
  /* Narrow screens: the tools get their own line, so the question keeps the width. */
  ${({ theme }) => theme.media.compact} { flex-wrap: wrap; }
`;

const Tools = styled.div`
  display: flex;
  gap: 2px;
  ${({ theme }) => theme.media.compact} {
    order: -1;
    flex-basis: 100%;
  }
`;

const FormatBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding-block-end: 6px;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  button { font-weight: 700; min-inline-size: 36px; }
  button em { font-family: Georgia, serif; font-weight: 400; font-size: 16px; }
  button code { font-size: 13px; }
`;

const Chip = styled.div<{ $failed: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  justify-self: start;
  max-inline-size: 100%;
  padding-block: 4px;
  padding-inline: 10px 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: 13px;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  waiting: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  attachment: Attachment | null;
  onAttach: (file: File) => void;
  onRemoveAttachment: () => void;
}

const FORMAT_BUTTONS: Array<{ action: MarkdownAction; label: string; face: ReactNode }> = [
  { action: 'bold', label: 'chatTools.bold', face: <>B</> },
  { action: 'italic', label: 'chatTools.italic', face: <em>I</em> },
  { action: 'list', label: 'chatTools.bulletList', face: <>•≡</> },
  { action: 'code', label: 'chatTools.code', face: <code>{'</>'}</code> },
];

export function ChatInput({ value, onChange, onSend, waiting, inputRef, attachment, onAttach, onRemoveAttachment }: Props) {
  const { t } = useTranslation();
  const [formatOpen, setFormatOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // A question waits for its attachment to be read; a file that could not be read must be removed first.
  const attachmentBlocks = attachment !== null && attachment.state !== 'ready';
  const sendable = canSend(value, waiting) && !attachmentBlocks;

  useFitTextarea(inputRef, value);

  function submit() {
    if (sendable) onSend(value);
  }

  /** Edits the text at the selection, then puts the selection back where the edit leaves it. */
  function edit(change: (el: HTMLTextAreaElement) => { value: string; start: number; end: number }) {
    const el = inputRef.current;
    if (!el) return;
    const next = change(el);
    onChange(next.value);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  }

  const format = (action: MarkdownAction) => edit((el) => applyMarkdown({ value: el.value, start: el.selectionStart, end: el.selectionEnd }, action));

  function insert(text: string) {
    edit((el) => ({ value: el.value.slice(0, el.selectionStart) + text + el.value.slice(el.selectionEnd), start: el.selectionStart + text.length, end: el.selectionStart + text.length }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = shortcutAction(event);
    if (action) {
      event.preventDefault();
      format(action);
      return;
    }
    if (!isSendKey(event)) return;
    event.preventDefault();
    submit();
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {formatOpen && (
        <FormatBar role="toolbar" aria-label={t('chatTools.formatBar')} data-testid="format-bar">
          {FORMAT_BUTTONS.map(({ action, label, face }) => (
            <Hint key={action} label={t(label)}>
              {/* mousedown would move the focus out of the text and lose its selection. */}
              <IconButton type="button" aria-label={t(label)} onMouseDown={(e) => e.preventDefault()} onClick={() => format(action)}>
                {face}
              </IconButton>
            </Hint>
          ))}
        </FormatBar>
      )}
      {attachment && (
        <Chip $failed={attachment.state === 'failed'} data-testid="composer-attachment" data-state={attachment.state}>
          <FileIcon size={16} />
          <span dir="auto">
            {attachment.state === 'uploading'
              ? t('chatTools.attaching', { name: attachment.name })
              : attachment.state === 'processing'
                ? t('chatTools.attachReading', { name: attachment.name })
                : attachment.state === 'failed'
                  ? `${t('chatTools.attachFailed')}: ${attachment.note ?? attachment.name}`
                  : t('chatTools.attached', { name: attachment.name })}
          </span>
          <IconButton type="button" $size={28} aria-label={t('chatTools.removeAttachment', { name: attachment.name })} onClick={onRemoveAttachment} disabled={attachment.state === 'uploading'}>
            <CloseIcon size={14} />
          </IconButton>
        </Chip>
      )}
      <Row>
        <Tools>
          <Hint label={t('chat.format')}>
            <IconButton type="button" aria-label={t('chat.format')} aria-pressed={formatOpen} onClick={() => setFormatOpen((open) => !open)}>
              <TypeIcon size={18} />
            </IconButton>
          </Hint>
          <Hint label={t('chat.attach')}>
            <IconButton type="button" aria-label={t('chat.attach')} disabled={attachment?.state === 'uploading'} onClick={() => fileInput.current?.click()}>
              <PaperclipIcon size={18} />
            </IconButton>
          </Hint>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={KNOWLEDGE_FILE_ACCEPT}
            aria-label={t('chatTools.attachChoose')}
            data-testid="attach-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onAttach(file);
            }}
          />
          <EmojiButton onPick={insert} />
        </Tools>
        <TextArea
          ref={inputRef as Ref<HTMLTextAreaElement>}
          rows={1}
          // The typed text takes its own direction; while empty, the placeholder follows the page
          // (Chromium treats an empty dir="auto" field as left-to-right).
          dir={value ? 'auto' : undefined}
          aria-label={t('chat.inputLabel')}
          placeholder={t('chat.inputPlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Hint label={t('chat.send')}>
          <SendButton type="submit" aria-label={t('chat.send')} disabled={!sendable}>
            <SendIcon size={18} />
          </SendButton>
        </Hint>
      </Row>
    </Form>
  );
}

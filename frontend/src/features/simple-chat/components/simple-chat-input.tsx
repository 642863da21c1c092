import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SIMPLE_CHAT_PICKER_ACCEPT } from '@kb/contracts';
import { useFileDrop } from '../../../shared/hooks/use-file-drop';
import { IconButton } from '../../../shared/ui/button';
import { ComposerSendButton as SendButton, ComposerTextArea as TextArea, isSendKey, useFitTextarea } from '../../../shared/ui/composer';
import { CloseIcon, FileIcon, PaperclipIcon, SendIcon } from '../../../shared/ui/icons';
import { canSendSimple } from './attachment-rules';

const Form = styled.form<{ $over: boolean }>`
  display: grid;
  gap: 6px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px ${({ $over }) => ($over ? 'dashed' : 'solid')} ${({ theme, $over }) => ($over ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $over }) => ($over ? theme.color.primarySoft : theme.color.surface)};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 6px;
`;

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  max-inline-size: 100%;
  padding-block: 2px;
  padding-inline: 10px 2px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primarySoft};
  font-size: 13px;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

interface Props {
  value: string;
  onChange: (value: string) => void;
  file: File | null;
  onPickFile: (file: File) => void;
  onClearFile: () => void;
  onSend: () => void;
  pending: boolean;
}

export function SimpleChatInput({ value, onChange, file, onPickFile, onClearFile, onSend, pending }: Props) {
  const { t } = useTranslation();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const sendable = canSendSimple(value, file, pending);
  // A file dropped on the composer is attached as if picked (the same checks and messages follow).
  const { over, handlers: dropHandlers } = useFileDrop(onPickFile, pending);

  useFitTextarea(textRef, value);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey(event)) return;
    event.preventDefault();
    if (sendable) onSend();
  }

  return (
    <Form
      $over={over}
      {...dropHandlers}
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable) onSend();
      }}
    >
      {file && (
        <Chip data-testid="simple-chat-attachment">
          <FileIcon size={14} />
          <span dir="auto">{file.name}</span>
          <IconButton type="button" $size={24} aria-label={t('simpleChat.removeAttachment', { name: file.name })} onClick={onClearFile}>
            <CloseIcon size={14} />
          </IconButton>
        </Chip>
      )}
      <Row>
        <input
          ref={pickerRef}
          type="file"
          hidden
          accept={SIMPLE_CHAT_PICKER_ACCEPT}
          data-testid="simple-chat-file"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            // Cleared so that picking the same file again (after removing it) fires again.
            event.target.value = '';
            if (picked) onPickFile(picked);
          }}
        />
        <IconButton
          type="button"
          aria-label={t('simpleChat.attach')}
          title={t('simpleChat.attach')}
          onClick={() => pickerRef.current?.click()}
          disabled={pending}
        >
          <PaperclipIcon size={18} />
        </IconButton>
        <TextArea
          ref={textRef}
          rows={1}
          dir={value ? 'auto' : undefined}
          aria-label={t('simpleChat.inputLabel')}
          placeholder={t('simpleChat.inputPlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <SendButton type="submit" aria-label={t('simpleChat.send')} title={t('simpleChat.send')} disabled={!sendable}>
          <SendIcon size={18} />
        </SendButton>
      </Row>
    </Form>
  );
}

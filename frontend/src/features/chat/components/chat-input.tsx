import { useLayoutEffect, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '../../../shared/ui/button';
import { PaperclipIcon, SendIcon, SmileIcon, TypeIcon } from '../../../shared/ui/icons';
import { canSend } from './input-rules';
import { ComposerSendButton as SendButton, ComposerTextArea as TextArea, fitTextarea, isSendKey } from '../../../shared/ui/composer';
import { Hint } from '../../../shared/ui/hint';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 6px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:focus-within { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Tools = styled.div`
  display: flex;
  gap: 2px;
  ${({ theme }) => theme.media.compact} { display: none; }
`;

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  waiting: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function ChatInput({ value, onChange, onSend, waiting, inputRef }: Props) {
  const { t } = useTranslation();
  const sendable = canSend(value, waiting);

  // Also re-fits when the text is set from outside (suggestions, restore after a failed send).
  useLayoutEffect(() => {
    if (inputRef.current) fitTextarea(inputRef.current);
  }, [value, inputRef]);

  function submit() {
    if (sendable) onSend(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
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
      {/* Format, attach and emoji: behaviour not specified yet (SPEC.md, "not shown"). */}
      <Tools>
        <Hint label={t('chat.format')}>
          <IconButton type="button" aria-label={t('chat.format')}>
            <TypeIcon size={18} />
          </IconButton>
        </Hint>
        <Hint label={t('chat.attach')}>
          <IconButton type="button" aria-label={t('chat.attach')}>
            <PaperclipIcon size={18} />
          </IconButton>
        </Hint>
        <Hint label={t('chat.emoji')}>
          <IconButton type="button" aria-label={t('chat.emoji')}>
            <SmileIcon size={18} />
          </IconButton>
        </Hint>
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
    </Form>
  );
}

import { useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../../shared/ui/icons';
import { canSend } from './input-rules';
import { ComposerSendButton as SendButton, ComposerTextArea as TextArea, isSendKey, useFitTextarea } from '../../../shared/ui/composer';
import { Hint } from '../../../shared/ui/hint';
import { AttachmentChip } from './attachment-chip';
import { Form, Row } from './chat-input-styles';
import { ComposerTools } from './composer-tools';
import { FormatBar } from './format-bar';
import { shortcutAction } from './markdown-edit';
import { useTextEdit } from './use-text-edit';
import type { Attachment } from './use-attachment';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  waiting: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  attachment: Attachment | null;
  onAttach: (file: File) => void;
  onRemoveAttachment: () => void;
  /** A question is waiting for the attachment to be read, and goes as soon as it is. */
  queued?: boolean;
}

export function ChatInput({ value, onChange, onSend, waiting, inputRef, attachment, onAttach, onRemoveAttachment, queued = false }: Props) {
  const { t } = useTranslation();
  const [formatOpen, setFormatOpen] = useState(false);
  // A question sent while its attachment is being read waits for it (the page sends it once read,
  // or says why it cannot); one already waiting is not sent twice.
  const sendable = canSend(value, waiting) && !queued;

  useFitTextarea(inputRef, value);

  function submit() {
    if (sendable) onSend(value);
  }

  const { format, insert } = useTextEdit(inputRef, onChange);

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
      {formatOpen && <FormatBar onFormat={format} />}
      {attachment && <AttachmentChip attachment={attachment} queued={queued} onRemove={onRemoveAttachment} />}
      <Row>
        <ComposerTools
          formatOpen={formatOpen}
          onToggleFormat={() => setFormatOpen((open) => !open)}
          attachDisabled={attachment?.state === 'uploading'}
          onAttach={onAttach}
          onEmoji={insert}
        />
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

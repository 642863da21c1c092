import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_FILE_ACCEPT } from '@kb/contracts';
import { IconButton } from '../../../shared/ui/button';
import { PaperclipIcon, TypeIcon } from '../../../shared/ui/icons';
import { Hint } from '../../../shared/ui/hint';
import { Tools } from './chat-input-styles';
import { EmojiButton } from './emoji-button';

interface ComposerToolsProps {
  formatOpen: boolean;
  onToggleFormat: () => void;
  attachDisabled: boolean;
  onAttach: (file: File) => void;
  onEmoji: (text: string) => void;
}

/** Beside the question: the Format toggle, Attach (a hidden file input) and the emoji picker. */
export function ComposerTools({ formatOpen, onToggleFormat, attachDisabled, onAttach, onEmoji }: ComposerToolsProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Tools>
      <Hint label={t('chat.format')}>
        <IconButton type="button" aria-label={t('chat.format')} aria-pressed={formatOpen} onClick={onToggleFormat}>
          <TypeIcon size={18} />
        </IconButton>
      </Hint>
      <Hint label={t('chat.attach')}>
        <IconButton type="button" aria-label={t('chat.attach')} disabled={attachDisabled} onClick={() => fileInput.current?.click()}>
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
      <EmojiButton onPick={onEmoji} />
    </Tools>
  );
}

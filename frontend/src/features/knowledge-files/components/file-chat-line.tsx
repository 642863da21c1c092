import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { AnswerMode } from '@kb/contracts';
import { IconButton } from '../../../shared/ui/button';
import { ConfidenceNote, replyConfidence } from '../../../shared/ui/confidence-note';
import { DialogDescription, DialogTitle } from '../../../shared/ui/dialog';
import { CloseIcon } from '../../../shared/ui/icons';

export interface ChatLine {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  sources: string[];
  mode?: AnswerMode;
}

/** The dialog's title (which file), what it is for, and Close. */
export function FileChatHeader({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <header>
      <div>
        <DialogTitle>
          <bdi dir="auto">{t('knowledgeFiles.chatWith', { name })}</bdi>
        </DialogTitle>
        <DialogDescription>{t('knowledgeFiles.chatDescription')}</DialogDescription>
      </div>
      <Dialog.Close asChild>
        <IconButton type="button" aria-label={t('common.close')}>
          <CloseIcon size={18} />
        </IconButton>
      </Dialog.Close>
    </header>
  );
}

/** One question or reply; an uncertain reply carries the low-confidence note, a reply its sources. */
export function FileChatLine({ line }: { line: ChatLine }) {
  const { t } = useTranslation();
  const confidence = line.role === 'assistant' ? replyConfidence(line.content, line.mode) : null;
  return (
    <li data-role={line.role} data-confidence={confidence?.uncertain ? 'low' : undefined} dir="auto">
      {confidence?.uncertain ? (
        <>
          <ConfidenceNote prefix={confidence.prefix} />
          <span>{confidence.text}</span>
        </>
      ) : (
        line.content
      )}
      {line.sources.length > 0 && (
        <span className="source">
          {t('knowledgeFiles.source')}: <bdi>{line.sources.join(', ')}</bdi>
        </span>
      )}
    </li>
  );
}

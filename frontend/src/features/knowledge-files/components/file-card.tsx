import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeFile } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { ChatIcon, TrashIcon } from '../../../shared/ui/icons';
import { ButtonLink } from '../../../shared/ui/link-button';
import { downloadUrl } from '../../../shared/api/knowledge-files-api';
import { formatSize } from '../../../shared/i18n/format-size';
import { DeleteFileAlert } from '../../../shared/knowledge-files/delete-file-alert';
import { FileReading } from './file-reading';
import { FileCardBox, SelectedMark, SwitchLabel, SwitchRoot, SwitchThumb } from './knowledge-files-styles';

interface Props {
  file: KnowledgeFile;
  /** The file is the Quick Actions context. */
  selected: boolean;
  /** Describes what selecting a card does (one hint for all cards). */
  hintId?: string;
  onSelect: (file: KnowledgeFile) => void;
  onChat: (file: KnowledgeFile) => void;
  onToggleSource: (file: KnowledgeFile) => void;
  onDelete: (file: KnowledgeFile) => void;
}

/**
 * One uploaded file: name, size, date, description, status, and its actions. Clicking it, or Enter
 * or Space while it has the focus, selects it for Quick Actions.
 */
export function FileCard({ file, selected, hintId, onSelect, onChat, onToggleSource, onDelete }: Props) {
  const { t } = useTranslation();
  const { language, locale } = useLocale();
  const switchId = useId();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const name = file.originalFilename;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys pressed on the buttons inside the card are theirs.
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onSelect(file);
  }

  return (
    <FileCardBox
      data-file-id={file.id}
      data-status={file.status}
      data-selected={selected || undefined}
      aria-current={selected || undefined}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      tabIndex={0}
      onClick={() => onSelect(file)}
      onKeyDown={onKeyDown}
    >
      <div style={{ display: 'grid', gap: 6, minInlineSize: 0 }}>
        <h3>
          <bdi dir="auto" id={titleId}>
            {name}
          </bdi>
          {selected && <SelectedMark>{t('knowledgeFiles.selected')}</SelectedMark>}
          {file.status === 'processing' && <Badge $tone="warning">{t('knowledgeFiles.reading')}</Badge>}
          {file.status === 'ready' && <Badge $tone="success">{t('knowledgeFiles.ready')}</Badge>}
          {file.status === 'failed' && <Badge $tone="danger">{t('knowledgeFiles.failed')}</Badge>}
          {file.sharedWithEveryone && <Badge>{t('knowledgeFiles.shared')}</Badge>}
        </h3>
        <div className="meta">
          <span>{formatSize(file.size, language)}</span>
          <time dateTime={file.createdAt}>{formatDateTime(file.createdAt, locale)}</time>
        </div>
        {file.description && (
          <p className="description" dir="auto">
            {file.description}
          </p>
        )}
        <FileReading file={file} />
      </div>
      <div className="actions">
        <SwitchLabel htmlFor={switchId} onClick={(e) => e.stopPropagation()}>
          <SwitchRoot
            id={switchId}
            checked={file.isKnowledgeSource}
            onCheckedChange={() => onToggleSource(file)}
            aria-label={t('knowledgeFiles.sourceSwitchFor', { name })}
          >
            <SwitchThumb />
          </SwitchRoot>
          {t('knowledgeFiles.sourceSwitch')}
        </SwitchLabel>
        <Button type="button" $variant="secondary" onClick={() => onChat(file)} aria-label={t('knowledgeFiles.chatWith', { name })}>
          <ChatIcon size={16} />
          {t('knowledgeFiles.chat')}
        </Button>
        <ButtonLink href={downloadUrl(file.id)} download={name} $variant="secondary" onClick={(e) => e.stopPropagation()}>
          {t('knowledgeFiles.download')}
        </ButtonLink>
        <Button type="button" $variant="ghost" aria-label={t('knowledgeFiles.deleteFile', { name })} onClick={() => setConfirming(true)}>
          <TrashIcon size={16} />
        </Button>
      </div>
      <DeleteFileAlert name={name} open={confirming} onOpenChange={setConfirming} onConfirm={() => onDelete(file)} />
    </FileCardBox>
  );
}

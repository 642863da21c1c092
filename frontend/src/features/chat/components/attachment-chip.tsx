import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../shared/ui/button';
import { CloseIcon, FileIcon } from '../../../shared/ui/icons';
import { Chip } from './chat-input-styles';
import type { Attachment } from './use-attachment';

interface AttachmentChipProps {
  attachment: Attachment;
  /** A question is waiting for the attachment to be read. */
  queued: boolean;
  onRemove: () => void;
}

/** The attached file above the question: uploading, being read (or sending once read), failed, or attached. */
export function AttachmentChip({ attachment, queued, onRemove }: AttachmentChipProps) {
  const { t } = useTranslation();
  return (
    <Chip $failed={attachment.state === 'failed'} data-testid="composer-attachment" data-state={attachment.state}>
      <FileIcon size={16} />
      <span dir="auto">
        {attachment.state === 'uploading'
          ? t('chatTools.attaching', { name: attachment.name })
          : attachment.state === 'processing'
            ? t(queued ? 'chatTools.attachSendsWhenRead' : 'chatTools.attachReading', { name: attachment.name })
            : attachment.state === 'failed'
              ? `${t('chatTools.attachFailed')}: ${attachment.note ?? attachment.name}`
              : t('chatTools.attached', { name: attachment.name })}
      </span>
      <IconButton
        type="button"
        $size={28}
        aria-label={t('chatTools.removeAttachment', { name: attachment.name })}
        onClick={onRemove}
        disabled={attachment.state === 'uploading'}
      >
        <CloseIcon size={14} />
      </IconButton>
    </Chip>
  );
}

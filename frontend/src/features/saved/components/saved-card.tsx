import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedItem } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { ChatIcon, FileIcon, HelpIcon, TrashIcon } from '../../../shared/ui/icons';
import { withoutSourceLine } from '../saved-text';

const Item = styled.li`
  display: grid;
  gap: 10px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 10px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  .top svg {
    color: ${({ theme }) => theme.color.primary};
  }
  .where {
    flex: 1;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .question {
    font-weight: 600;
  }
  .text {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.6;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 6;
    overflow: hidden;
  }
  .sources {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .sources span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.color.text};
  }
  .foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .foot time {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .foot div {
    display: flex;
    gap: 8px;
  }
`;

interface Props {
  item: SavedItem;
  onOpen: (item: SavedItem) => void;
  onRemove: (item: SavedItem) => void;
}

/** One saved answer or question: what it said, where it came from, its sources and when it was saved. */
export function SavedCard({ item, onOpen, onRemove }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const answer = item.kind === 'answer';
  return (
    <Item data-saved-id={item.id} data-message-id={item.messageId} aria-labelledby={`saved-${item.id}`}>
      <div className="top">
        {answer ? <ChatIcon size={18} /> : <HelpIcon size={18} />}
        <Badge>{t(`saved.types.${item.kind}`)}</Badge>
        <span className="where">
          {t('saved.inConversation', { title: `\u2068${item.conversationTitle}\u2069` })}
          {!item.conversationAvailable && ` · ${t('saved.conversationDeleted')}`}
        </span>
      </div>
      {answer && item.question && (
        <p className="question" dir="auto">
          {item.question}
        </p>
      )}
      <p className="text" id={`saved-${item.id}`} dir="auto">
        {answer ? withoutSourceLine(item.content) : item.content}
      </p>
      {item.sourceDocs.length > 0 && (
        <p className="sources">
          {t('saved.sources')}:
          {item.sourceDocs.map((doc) => (
            <span key={doc.id} dir="auto">
              {doc.kind === 'file' && <FileIcon size={14} />}
              {doc.title}
            </span>
          ))}
        </p>
      )}
      <div className="foot">
        <time dateTime={item.savedAt}>{t('saved.savedOn', { date: formatDateTime(item.savedAt, locale) })}</time>
        <div>
          <Button type="button" $variant="secondary" onClick={() => onOpen(item)} aria-describedby={`saved-${item.id}`}>
            {item.conversationAvailable ? t('saved.open') : t('saved.read')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => onRemove(item)} aria-describedby={`saved-${item.id}`}>
            <TrashIcon size={16} />
            {t('saved.remove')}
          </Button>
        </div>
      </div>
    </Item>
  );
}

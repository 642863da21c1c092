import { useTranslation } from 'react-i18next';
import type { QuickActionsContext } from '../quick-actions-slice';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { formatSize } from '../../../shared/i18n/format-size';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ChatIcon, FileIcon } from '../../../shared/ui/icons';
import { Context } from './quick-actions-styles';

/** The selected item: file (name, size in KB, date), conversation or document (title), message (number). */
export function ContextBlock({ context }: { context: QuickActionsContext }) {
  const { t } = useTranslation();
  const { locale, language } = useLocale();
  switch (context.type) {
    case 'file':
      return (
        <Context>
          <FileIcon />
          <div>
            <small>{t('quickActions.file')}</small>
            <strong dir="auto">{context.originalFilename}</strong>
            <span>
              {/* Formatted as the file lists format it (issue 31): same unit, same digits. */}
              {formatSize(context.size, language)}
              {' · '}
              {formatDateTime(context.createdAt, locale)}
            </span>
          </div>
        </Context>
      );
    case 'conversation':
    case 'document':
      return (
        <Context>
          {context.type === 'conversation' ? <ChatIcon /> : <FileIcon />}
          <div>
            <small>{t(`quickActions.${context.type}`)}</small>
            <strong dir="auto">{context.title}</strong>
          </div>
        </Context>
      );
    case 'message':
      return (
        <Context>
          <ChatIcon />
          <div>
            <small>{t('quickActions.message')}</small>
            <strong>{t('quickActions.messageNumber', { number: context.number })}</strong>
          </div>
        </Context>
      );
    default: {
      const unhandled: never = context;
      return unhandled;
    }
  }
}

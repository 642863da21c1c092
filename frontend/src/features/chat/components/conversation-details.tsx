import { useTranslation } from 'react-i18next';
import { CATEGORY_LABELS, resolveCategory, type Message, type SourceDoc } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconButton } from '../../../shared/ui/button';
import { CloseIcon, FileIcon } from '../../../shared/ui/icons';
import { DetailsPanel, Section, Tag } from './conversation-details-styles';
import { Hint } from '../../../shared/ui/hint';
import { ConversationFeedback } from './conversation-feedback';
import { SourceTitle } from './source-doc-title';
import { useLiveSource } from './use-source-doc';

/** Source documents of the assistant replies, each once (by id), in first-cited order. */
export function uniqueSources(messages: Message[]): SourceDoc[] {
  const seen = new Map<string, SourceDoc>();
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const doc of message.sourceDocs) if (!seen.has(doc.id)) seen.set(doc.id, doc);
  }
  return [...seen.values()];
}

/** The languages the user asked in (Arabic script or not), in first-used order. */
export function questionLanguages(messages: Message[]): Array<'en' | 'ar'> {
  const found = new Set<'en' | 'ar'>();
  for (const message of messages) {
    if (message.role === 'user') found.add(/[\u0600-\u06FF]/.test(message.content) ? 'ar' : 'en');
  }
  return [...found];
}

interface Props {
  messages: Message[];
  overlay: boolean;
  onClose: () => void;
}

export function ConversationDetails({ messages, overlay, onClose }: Props) {
  const { t } = useTranslation();
  const { language, locale } = useLocale();
  const sources = uniqueSources(messages);
  const first = messages[0];
  const categoryLabel = (category: string) => {
    const code = resolveCategory(category);
    return code ? CATEGORY_LABELS[code][language] : category;
  };
  const categories = [...new Set(sources.filter((doc) => doc.kind !== 'file').map((doc) => resolveCategory(doc.category) ?? doc.category))];
  const languages = questionLanguages(messages);

  return (
    <DetailsPanel $overlay={overlay} aria-labelledby="details-title" data-testid="conversation-details">
      <header>
        <h2 id="details-title">{t('details.title')}</h2>
        <Hint label={t('details.close')}>
          <IconButton type="button" aria-label={t('details.close')} onClick={onClose}>
            <CloseIcon size={18} />
          </IconButton>
        </Hint>
      </header>

      <Section>
        <h3>{t('details.sources')}</h3>
        {sources.length === 0 ? (
          <p>{t('details.noSources')}</p>
        ) : (
          <ul data-testid="details-sources">
            {sources.map((doc) => (
              <DetailsSource key={doc.id} doc={doc} categoryLabel={categoryLabel} />
            ))}
          </ul>
        )}
      </Section>

      <Section>
        <dl>
          <dt>{t('details.created')}</dt>
          <dd>{first ? formatDateTime(first.createdAt, locale) : '—'}</dd>
          <dt>{t('details.messageCount')}</dt>
          <dd data-testid="details-count">{messages.length.toLocaleString(locale)}</dd>
          <dt>{t('details.language')}</dt>
          <dd data-testid="details-language">
            {languages.length ? languages.map((l) => t(`chatTools.languageName.${l}`)).join(t('chatTools.listSeparator')) : '—'}
          </dd>
        </dl>
      </Section>

      {/* Only what this conversation has: the categories of the documents its answers cited. */}
      {categories.length > 0 && (
        <Section>
          <h3>{t('details.categories')}</h3>
          <div className="tags" data-testid="details-categories">
            {categories.map((code) => (
              <Tag key={code}>{categoryLabel(code)}</Tag>
            ))}
          </div>
        </Section>
      )}
      <ConversationFeedback />
    </DetailsPanel>
  );
}

/** A source as it is now: renamed, recategorised or archived documents update live. */
function DetailsSource({ doc, categoryLabel }: { doc: SourceDoc; categoryLabel: (code: string) => string }) {
  const { t } = useTranslation();
  const source = useLiveSource(doc);
  return (
    <li>
      <FileIcon size={16} />
      <span>
        <SourceTitle source={source} link={false} />
        <small>{source.kind === 'file' ? t('chatTools.knowledgeFile') : categoryLabel(source.category)}</small>
      </span>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { GlossaryEntry } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { EditIcon, TrashIcon } from '../../../shared/ui/icons';
import { EntryEditor } from './glossary-entry-editor';
import { Actions, Card, Meta } from './glossary-styles';
import { TermChips } from './glossary-term-chips';

interface GlossaryCardProps {
  entry: GlossaryEntry;
  editing: boolean;
  onEdit: () => void;
  onStopEditing: () => void;
  onRemove: () => void;
}

/** One group: its chips, where it comes from, when it last changed, Edit and Remove; or its editor. */
export function GlossaryCard({ entry, editing, onEdit, onStopEditing, onRemove }: GlossaryCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = entry.terms.slice(0, 3).join(', ');
  return (
    <Card data-entry={entry.id}>
      {editing ? (
        <EntryEditor entry={entry} onDone={onStopEditing} />
      ) : (
        <>
          <TermChips terms={entry.terms} label={t('admin.glossary.termsOf')} />
          <Meta>
            <Badge $tone={entry.origin === 'shipped' ? 'neutral' : 'success'}>
              {entry.origin === 'shipped' ? t('admin.glossary.shipped') : t('admin.glossary.custom')}
            </Badge>
            <span>
              {t(entry.version > 1 ? 'admin.glossary.changed' : 'admin.glossary.addedOn', {
                date: formatDateTime(entry.updatedAt, locale),
              })}
            </span>
            <Actions>
              <Button type="button" $variant="secondary" onClick={onEdit} aria-label={t('admin.glossary.editLabel', { name })}>
                <EditIcon size={14} /> {t('admin.glossary.edit')}
              </Button>
              <Button type="button" $variant="ghost" onClick={onRemove} aria-label={t('admin.glossary.removeLabel', { name })}>
                <TrashIcon size={14} /> {t('admin.glossary.remove')}
              </Button>
            </Actions>
          </Meta>
        </>
      )}
    </Card>
  );
}

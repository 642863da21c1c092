import { useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { KnowledgeDocument } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconButton } from '../../../shared/ui/button';
import { EditIcon, FolderIcon, MoreIcon, TrashIcon } from '../../../shared/ui/icons';
import { MenuContent, MenuItem } from '../../../shared/ui/menu';

interface Props {
  doc: KnowledgeDocument;
  /** Each gets the menu's button, where focus returns after a dialog. */
  onEdit: (opener: HTMLElement | null) => void;
  onArchive: () => void;
  onDelete: (opener: HTMLElement | null) => void;
}

/** The row's actions menu: Edit, Archive (not for archived ones), Delete. */
export function DocumentActionsMenu({ doc, onEdit, onArchive, onDelete }: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root dir={dir} modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton ref={trigger} type="button" aria-label={t('documentManager.actionsFor', { title: doc.title })}>
          <MoreIcon size={18} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={4}>
          <MenuItem onSelect={() => onEdit(trigger.current)}>
            <EditIcon size={16} /> {t('documents.edit')}
          </MenuItem>
          {doc.status !== 'archived' && (
            <MenuItem onSelect={onArchive}>
              <FolderIcon size={16} /> {t('documentManager.archive')}
            </MenuItem>
          )}
          <MenuItem $danger onSelect={() => onDelete(trigger.current)}>
            <TrashIcon size={16} /> {t('documents.delete')}
          </MenuItem>
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

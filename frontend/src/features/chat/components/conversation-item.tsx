import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Conversation } from '@kb/contracts';
import { formatShortDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconButton } from '../../../shared/ui/button';
import { EditIcon, MoreIcon, TrashIcon } from '../../../shared/ui/icons';
import { MenuContent, MenuItem } from '../../../shared/ui/menu';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { RenameConversationDialog } from './rename-conversation-dialog';

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 2px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.color.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.color.primarySoft : theme.color.surfaceHover)};
  }
`;

const Select = styled.button`
  display: grid;
  flex: 1;
  min-inline-size: 0;
  padding-block: 8px;
  padding-inline: 10px 4px;
  border: none;
  background: transparent;
  text-align: start;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 14px;
    font-weight: 600;
  }
  time {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Which of the row's two buttons are in the tab order (roving tabindex: one stop for the whole list). */
export type RowPart = 'select' | 'actions';

interface Props {
  conversation: Conversation;
  active: boolean;
  /** The row's part that takes the list's one tab stop; null when another row holds it. */
  tabStop: RowPart | null;
  onSelect: () => void;
}

export function ConversationItem({ conversation, active, tabStop, onSelect }: Props) {
  const { t } = useTranslation();
  const { dir, locale } = useLocale();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);

  return (
    <Item $active={active} data-conversation-id={conversation.id}>
      <Select
        type="button"
        data-row-part="select"
        tabIndex={tabStop === 'select' ? 0 : -1}
        onClick={onSelect}
        aria-current={active ? 'true' : undefined}
      >
        <span dir="auto">{conversation.title}</span>
        <time dateTime={conversation.updatedAt}>{formatShortDateTime(conversation.updatedAt, locale)}</time>
      </Select>
      <DropdownMenu.Root dir={dir}>
        <DropdownMenu.Trigger asChild>
          <IconButton
            type="button"
            $size={30}
            data-row-part="actions"
            tabIndex={tabStop === 'actions' ? 0 : -1}
            aria-label={t('conversation.actionsFor', { title: conversation.title })}
          >
            <MoreIcon size={16} />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end">
            <MenuItem onSelect={() => setDialog('rename')}>
              <EditIcon size={16} /> {t('conversation.rename')}
            </MenuItem>
            <MenuItem $danger onSelect={() => setDialog('delete')}>
              <TrashIcon size={16} /> {t('conversation.delete')}
            </MenuItem>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <RenameConversationDialog conversation={conversation} open={dialog === 'rename'} onClose={() => setDialog(null)} />
      <DeleteConversationDialog conversation={conversation} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </Item>
  );
}

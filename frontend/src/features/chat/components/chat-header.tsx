import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button, IconButton } from '../../../shared/ui/button';
import { InfoIcon, MoreIcon, PlusIcon } from '../../../shared/ui/icons';
import { MenuContent, MenuItem } from '../../../shared/ui/menu';
import { Hint } from '../../../shared/ui/hint';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding-block: 14px;
  padding-inline: clamp(12px, 3vw, 32px);
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Titles = styled.div`
  flex: 1;
  min-inline-size: 0;
  h1 {
    font-size: 18px;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const NewLabel = styled.span`
  ${({ theme }) => theme.media.compact} {
    display: none;
  }
`;

interface Props {
  onNewConversation: () => void;
  creating: boolean;
  details: { available: boolean; visible: boolean; toggle: () => void };
}

export function ChatHeader({ onNewConversation, creating, details }: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const detailsLabel = details.visible ? t('chat.hideDetails') : t('chat.showDetails');
  return (
    <Bar>
      <Titles>
        <h1>{t('chat.title')}</h1>
        <p>{t('chat.subtitle')}</p>
      </Titles>
      <Button type="button" $variant="secondary" onClick={onNewConversation} disabled={creating} aria-label={t('chat.newConversation')}>
        <PlusIcon size={16} />
        <NewLabel>{t('chat.newConversation')}</NewLabel>
      </Button>
      {details.available && (
        <Hint label={detailsLabel}>
          <IconButton type="button" aria-label={detailsLabel} aria-pressed={details.visible} onClick={details.toggle}>
            <InfoIcon />
          </IconButton>
        </Hint>
      )}
      <DropdownMenu.Root dir={dir}>
        <Hint label={t('chat.moreOptions')}>
          <DropdownMenu.Trigger asChild>
            <IconButton type="button" aria-label={t('chat.moreOptions')}>
              <MoreIcon />
            </IconButton>
          </DropdownMenu.Trigger>
        </Hint>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={6}>
            <MenuItem onSelect={onNewConversation}>
              <PlusIcon size={16} /> {t('chat.newConversation')}
            </MenuItem>
            {details.available && (
              <MenuItem onSelect={details.toggle}>
                <InfoIcon size={16} /> {detailsLabel}
              </MenuItem>
            )}
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </Bar>
  );
}

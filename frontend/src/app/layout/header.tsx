import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { IconButton } from '../../shared/ui/button';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { MenuIcon } from '../../shared/ui/icons';
import { LanguageSelect } from '../../shared/ui/language-select';
import { Logo } from '../../shared/ui/logo';
import { ThemeToggle } from '../../shared/ui/theme-toggle';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 10px;
  block-size: 60px;
  padding-inline: 16px;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex: 1;
  min-inline-size: 0;
  strong {
    font-size: 16px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const DesktopOnly = styled.div`
  display: flex;
  gap: 2px;
  ${({ theme }) => theme.media.compact} {
    display: none;
  }
`;

interface Props {
  compact: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function Header({ compact, sidebarOpen, onToggleSidebar }: Props) {
  const { t } = useTranslation();
  return (
    <Bar>
      {compact && (
        <IconButton
          type="button"
          aria-label={sidebarOpen ? t('header.closeSidebar') : t('header.openSidebar')}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
        >
          <MenuIcon />
        </IconButton>
      )}
      <Brand>
        <Logo size={30} />
        <strong>{t('app.productTitle')}</strong>
      </Brand>
      <LanguageSelect />
      <DesktopOnly>
        <ThemeToggle />
      </DesktopOnly>
      <NotificationsMenu />
      <AccountMenu />
    </Bar>
  );
}

import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Theme } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useThemeChoice } from '../../../shared/theme/app-theme-provider';
import { Avatar } from '../../../shared/ui/avatar';
import { LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from '../../../shared/ui/icons';
import { MenuContent, MenuItem, MenuLabel, MenuRadioItem, MenuSeparator } from '../../../shared/ui/menu';
import { useToast } from '../../../shared/ui/use-toast';
import { useLogoutMutation } from '../api/auth-api';
import { useSession } from '../api/use-session';
import { ProfileDialog } from './profile-dialog';
import { SettingsDialog } from './settings-dialog';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-inline-size: 220px;
  padding-block: 4px;
  padding-inline: 4px 10px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  span.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
    font-size: 14px;
  }
  ${({ theme }) => theme.media.compact} {
    span.name {
      display: none;
    }
  }
`;

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

export function AccountMenu() {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const { user, isAdmin } = useSession();
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { theme, setTheme } = useThemeChoice();
  const [dialog, setDialog] = useState<'profile' | 'settings' | null>(null);

  async function signOut() {
    try {
      const answer = await logout().unwrap();
      // Signed in through the identity provider: it ends its own session too, then sends the browser
      // to /login. The mutation clears this tab's cache as for any sign-out; the page is left anyway.
      if (answer?.endSessionUrl) return window.location.assign(answer.endSessionUrl);
      toast({ title: t('auth.loggedOut'), description: t('auth.loggedOutDescription'), variant: 'success' });
      void navigate('/login', { replace: true });
    } catch {
      toast({ title: t('auth.logoutFailed'), description: t('auth.logoutFailedDescription'), variant: 'destructive' });
    }
  }

  return (
    <>
      {dialog === 'profile' && <ProfileDialog onClose={() => setDialog(null)} />}
      {dialog === 'settings' && <SettingsDialog onClose={() => setDialog(null)} />}
      <DropdownMenu.Root dir={dir}>
        <DropdownMenu.Trigger asChild>
          {/* Named by what it shows (the user's name, WCAG 2.5.3 label in name), then what it opens. */}
          <Trigger>
            <Avatar name={user?.name} url={user?.avatarUrl} size={32} />
            <span className="name">{user?.name}</span>
            <span className="visually-hidden">{`${user?.name ? ', ' : ''}${t('account.menu')}`}</span>
          </Trigger>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={6}>
            <MenuLabel>{t('account.myAccount')}</MenuLabel>
            <MenuSeparator />
            <MenuItem onSelect={() => setDialog('profile')}>
              <UserIcon size={16} /> {t('account.profile')}
            </MenuItem>
            <MenuItem onSelect={() => setDialog('settings')}>
              <SettingsIcon size={16} /> {t('account.settings')}
            </MenuItem>
            {isAdmin && (
              <MenuItem onSelect={() => void navigate('/admin')}>
                <ShieldIcon size={16} /> {t('account.adminPanel')}
              </MenuItem>
            )}
            <MenuSeparator />
            {/* Also here because the header's theme button is hidden at or below 1024 px. */}
            <MenuLabel>{t('account.theme')}</MenuLabel>
            <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
              {THEMES.map((choice) => (
                <MenuRadioItem key={choice} value={choice}>
                  {t(`theme.${choice}`)}
                </MenuRadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <MenuSeparator />
            <MenuItem $danger onSelect={() => void signOut()}>
              <LogOutIcon size={16} /> {t('account.signOut')}
            </MenuItem>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}

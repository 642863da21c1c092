import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { useGetProfileQuery } from '../api/auth-api';
import { ChangePasswordForm } from './change-password-form';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  strong {
    font-size: 16px;
  }
`;

const Wide = styled(DialogContent)`
  inline-size: min(520px, calc(100vw - 32px));
`;

/** Account menu → Profile: name, username, role, language, and changing the password of a local account. */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { dir, language } = useLocale();
  const profile = useGetProfileQuery();
  const p = profile.data;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Wide dir={dir} data-testid="profile-dialog">
          <DialogTitle>{t('profile.title')}</DialogTitle>
          <DialogDescription>{t('profile.description')}</DialogDescription>
          {p ? (
            <>
              <Who>
                <Avatar name={p.name} url={null} size={44} />
                <strong dir="auto">{p.name}</strong>
              </Who>
              <Facts>
                <dt>{t('profile.name')}</dt>
                <dd dir="auto" data-testid="profile-name">
                  {p.name}
                </dd>
                <dt>{t('profile.username')}</dt>
                <dd>
                  <span dir="ltr">{p.username}</span>
                </dd>
                <dt>{t('profile.role')}</dt>
                <dd data-testid="profile-role">{t(`profile.roles.${p.role}`)}</dd>
                <dt>{t('profile.language')}</dt>
                <dd>{t(`language.${language}`)}</dd>
                <dt>{t('profile.signInMethod')}</dt>
                <dd>{p.localPassword ? t('profile.local') : t('profile.sso')}</dd>
              </Facts>
              {p.localPassword && <ChangePasswordForm />}
            </>
          ) : (
            <p role="status">{t('app.loading')}</p>
          )}
          <Dialog.Close asChild>
            <Button type="button" $variant="secondary">
              {t('common.close')}
            </Button>
          </Dialog.Close>
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

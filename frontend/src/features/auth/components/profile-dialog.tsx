import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { serverMessage } from '../../../shared/api/error-message';
import { useChangeOwnPasswordMutation, useGetProfileQuery } from '../api/auth-api';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  dd { margin: 0; min-inline-size: 0; overflow-wrap: anywhere; }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  strong { font-size: 16px; }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  padding-block-start: 12px;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  h3 { font-size: 15px; }
  .error { color: ${({ theme }) => theme.color.danger}; font-size: 13px; }
  .hint { color: ${({ theme }) => theme.color.textMuted}; font-size: 13px; }
`;

const Wide = styled(DialogContent)`
  inline-size: min(520px, calc(100vw - 32px));
`;

type Field = 'currentPassword' | 'newPassword' | 'confirm';

/** Account menu → Profile: name, username, role, language, and changing the password of a local account. */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { dir, language } = useLocale();
  const toast = useToast();
  const profile = useGetProfileQuery();
  const [change, changing] = useChangeOwnPasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (values.newPassword !== values.confirm) return setErrors({ confirm: t('profile.mismatch') });
    setErrors({});
    try {
      await change({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      toast({ title: t('profile.changed'), description: t('profile.changedText'), variant: 'success' });
    } catch (error) {
      const fields = (error as { data?: { fields?: Record<string, string> } }).data?.fields;
      setErrors(fields && Object.keys(fields).length ? fields : { form: serverMessage(error) ?? t('siteAdmin.notSavedText') });
    }
  }

  const input = (field: Field, label: string, autoComplete: string) => (
    <div>
      <TextField
        label={label}
        type="password"
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `profile-${field}-error` : undefined}
        required
      />
      {errors[field] && <span className="error" id={`profile-${field}-error`}>{errors[field]}</span>}
    </div>
  );

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
                <dd dir="auto" data-testid="profile-name">{p.name}</dd>
                <dt>{t('profile.username')}</dt>
                <dd><span dir="ltr">{p.username}</span></dd>
                <dt>{t('profile.role')}</dt>
                <dd data-testid="profile-role">{t(`profile.roles.${p.role}`)}</dd>
                <dt>{t('profile.language')}</dt>
                <dd>{t(`language.${language}`)}</dd>
                <dt>{t('profile.signInMethod')}</dt>
                <dd>{p.localPassword ? t('profile.local') : t('profile.sso')}</dd>
              </Facts>
              {p.localPassword && (
                <Form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="change-password-form">
                  <h3>{t('profile.changePassword')}</h3>
                  {input('currentPassword', t('profile.currentPassword'), 'current-password')}
                  {input('newPassword', t('profile.newPassword'), 'new-password')}
                  {input('confirm', t('profile.confirmPassword'), 'new-password')}
                  <span className="hint">{t('profile.passwordRule')}</span>
                  {errors.form && <span className="error" role="alert">{errors.form}</span>}
                  <div>
                    <Button type="submit" disabled={changing.isLoading}>
                      {changing.isLoading ? t('profile.saving') : t('profile.save')}
                    </Button>
                  </div>
                </Form>
              )}
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

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../shared/api/error-message';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { useChangeOwnPasswordMutation } from '../api/auth-api';

const Form = styled.form`
  display: grid;
  gap: 12px;
  padding-block-start: 12px;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    font-size: 15px;
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-size: 13px;
  }
  .hint {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
`;

type Field = 'currentPassword' | 'newPassword' | 'confirm';

/** The Profile dialog's "Change password", for a local account: current, new and confirmed. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
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
      {errors[field] && (
        <span className="error" id={`profile-${field}-error`}>
          {errors[field]}
        </span>
      )}
    </div>
  );

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="change-password-form">
      <h3>{t('profile.changePassword')}</h3>
      {input('currentPassword', t('profile.currentPassword'), 'current-password')}
      {input('newPassword', t('profile.newPassword'), 'new-password')}
      {input('confirm', t('profile.confirmPassword'), 'new-password')}
      <span className="hint">{t('profile.passwordRule')}</span>
      {errors.form && (
        <span className="error" role="alert">
          {errors.form}
        </span>
      )}
      <div>
        <Button type="submit" disabled={changing.isLoading}>
          {changing.isLoading ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}

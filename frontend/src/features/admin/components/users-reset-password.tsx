import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { fieldErrors, useResetPasswordMutation } from '../api/admin-api';
import { FieldError, Row, Section } from './admin-styles';

/**
 * Resetting an account's password: whose (`resetFor`), the new password and the server's refusal.
 * Cancelling only closes the form: what was typed stays for the next time it opens.
 */
export function useResetPassword() {
  const { t } = useTranslation();
  const toast = useToast();
  const [reset, resetting] = useResetPasswordMutation();
  const [resetFor, setResetFor] = useState<AdminUser | null>(null);
  const [password, setPassword] = useState('');
  const [resetError, setResetError] = useState('');

  async function onReset(event: FormEvent) {
    event.preventDefault();
    if (!resetFor) return;
    try {
      await reset({ id: resetFor.id, password }).unwrap();
      toast({ title: t('admin.users.updated'), description: t('admin.users.passwordReset'), variant: 'success' });
      setResetFor(null);
      setPassword('');
      setResetError('');
    } catch (error) {
      setResetError(fieldErrors(error).password ?? serverMessage(error) ?? '');
    }
  }

  return { resetFor, setResetFor, password, setPassword, resetError, onReset, isLoading: resetting.isLoading };
}

/** The new-password form under the add form, for the account whose Reset password was pressed. */
export function ResetPasswordForm({ reset }: { reset: ReturnType<typeof useResetPassword> }) {
  const { t } = useTranslation();
  const { resetFor, setResetFor, password, setPassword, resetError, onReset, isLoading } = reset;
  if (!resetFor) return null;
  return (
    <Section as="form" onSubmit={(e: FormEvent) => void onReset(e)} data-testid="reset-password-form">
      <Row>
        <TextField
          label={t('admin.users.newPassword', { name: resetFor.name })}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          autoFocus
        />
        <Button type="submit" disabled={isLoading}>
          {t('admin.users.setPassword')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setResetFor(null)}>
          {t('admin.users.cancel')}
        </Button>
      </Row>
      {resetError && <FieldError role="alert">{resetError}</FieldError>}
    </Section>
  );
}

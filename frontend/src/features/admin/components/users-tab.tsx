import { useTranslation } from 'react-i18next';
import { ROLES, type AdminUser } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { Spinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/use-toast';
import { useListUsersQuery, useUpdateUserMutation } from '../api/admin-api';
import { AddUserForm } from './users-add-form';
import { ResetPasswordForm, useResetPassword } from './users-reset-password';
import { UsersTable, type UserChange } from './users-table';

/** Accounts: add, change role, disable or enable, reset password. Every change ends as an event on the account. */
export function UsersTab({ currentUserId }: { currentUserId?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: users } = useListUsersQuery();
  const [update] = useUpdateUserMutation();
  const reset = useResetPassword();
  const roles = ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }));

  const failed = (error: unknown) =>
    toast({ title: t('admin.users.failed'), description: serverMessage(error) ?? '', variant: 'destructive' });

  async function change(user: AdminUser, changes: UserChange) {
    // The server refuses it too (409); saying why at once beats a confirmation that cannot succeed (issue 48).
    if (changes.disabled && user.id === currentUserId) {
      return toast({
        title: t('admin.users.cannotDisableSelf'),
        description: t('admin.users.cannotDisableSelfText'),
        variant: 'destructive',
      });
    }
    if (changes.disabled && !window.confirm(t('admin.users.confirmDisable', { name: user.name }))) return;
    try {
      await update({ id: user.id, changes }).unwrap();
      toast({ title: t('admin.users.updated'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <>
      <h2>{t('admin.tabs.users')}</h2>
      <AddUserForm roles={roles} />
      <ResetPasswordForm reset={reset} />
      {!users ? (
        <Spinner label={t('app.loading')} />
      ) : (
        <UsersTable
          users={users}
          currentUserId={currentUserId}
          roles={roles}
          onChange={(user, changes) => void change(user, changes)}
          onResetPassword={reset.setResetFor}
        />
      )}
    </>
  );
}

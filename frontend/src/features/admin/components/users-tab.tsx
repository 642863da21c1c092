import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type AdminUser, type Role } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select';
import { Spinner } from '../../../shared/ui/spinner';
import { Table, TableScroll } from '../../../shared/ui/table';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { fieldErrors, useCreateUserMutation, useListUsersQuery, useResetPasswordMutation, useUpdateUserMutation } from '../api/admin-api';
import { FieldError, Muted, Row, Section } from './admin-styles';

const EMPTY = { username: '', name: '', role: 'agent' as Role, password: '' };

/** Accounts: add, change role, disable or enable, reset password. Every change ends as an event on the account. */
export function UsersTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toast = useToast();
  const { data: users } = useListUsersQuery();
  const [create, creating] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const [reset, resetting] = useResetPasswordMutation();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [resetFor, setResetFor] = useState<AdminUser | null>(null);
  const [password, setPassword] = useState('');
  const [resetError, setResetError] = useState('');
  const roles = ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }));

  const failed = (error: unknown) => toast({ title: t('admin.users.failed'), description: serverMessage(error) ?? '', variant: 'destructive' });

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const user = await create(draft).unwrap();
      setDraft(EMPTY);
      toast({ title: t('admin.users.created'), description: t('admin.users.createdText', { name: user.name }), variant: 'success' });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: serverMessage(error) ?? '' });
    }
  }

  async function change(user: AdminUser, changes: { role?: Role; disabled?: boolean }) {
    if (changes.disabled && !window.confirm(t('admin.users.confirmDisable', { name: user.name }))) return;
    try {
      await update({ id: user.id, changes }).unwrap();
      toast({ title: t('admin.users.updated'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  }

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

  const field = (key: keyof typeof EMPTY, label: string, type = 'text') => (
    <div>
      <TextField label={label} type={type} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} autoComplete={type === 'password' ? 'new-password' : 'off'} required />
      {errors[key] && <FieldError>{errors[key]}</FieldError>}
    </div>
  );

  return (
    <>
      <h2>{t('admin.tabs.users')}</h2>
      <Section as="form" onSubmit={(e: FormEvent) => void onCreate(e)} noValidate aria-labelledby="add-user" data-testid="add-user-form">
        <h3 id="add-user">{t('admin.users.add')}</h3>
        <Row>
          {field('username', t('admin.users.username'))}
          {field('name', t('admin.users.name'))}
          <SelectField label={t('admin.users.role')} value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value as Role })} options={roles} />
          {field('password', t('admin.users.password'), 'password')}
          <Button type="submit" disabled={creating.isLoading}>
            {t('admin.users.create')}
          </Button>
        </Row>
        <Muted>{t('admin.users.passwordHint')}</Muted>
        {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
      </Section>
      {resetFor && (
        <Section as="form" onSubmit={(e: FormEvent) => void onReset(e)} data-testid="reset-password-form">
          <Row>
            <TextField label={t('admin.users.newPassword', { name: resetFor.name })} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" autoFocus />
            <Button type="submit" disabled={resetting.isLoading}>
              {t('admin.users.setPassword')}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setResetFor(null)}>
              {t('admin.users.cancel')}
            </Button>
          </Row>
          {resetError && <FieldError role="alert">{resetError}</FieldError>}
        </Section>
      )}
      {!users ? (
        <Spinner label={t('app.loading')} />
      ) : (
        <TableScroll>
          <Table $cards data-testid="users-table">
            <caption className="visually-hidden">{t('admin.users.caption')}</caption>
            <thead>
              <tr>
                <th>{t('admin.users.name')}</th>
                <th>{t('admin.users.role')}</th>
                <th>{t('admin.users.status')}</th>
                <th>{t('admin.users.createdAt')}</th>
                <th>{t('admin.users.lastSignIn')}</th>
                <th>{t('admin.users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-username={user.username}>
                  <td data-label={t('admin.users.name')}>
                    <strong dir="auto">{user.name}</strong>
                    <div dir="ltr">
                      <Muted as="span">{user.username}</Muted>
                    </div>
                  </td>
                  <td data-label={t('admin.users.role')}>
                    <SelectField label={t('admin.users.roleOf', { name: user.name })} hideLabel value={user.role} onChange={(e) => void change(user, { role: e.target.value as Role })} options={roles} />
                  </td>
                  <td data-label={t('admin.users.status')}>
                    <Badge $tone={user.disabled ? 'danger' : 'success'}>{user.disabled ? t('admin.users.disabled') : t('admin.users.active')}</Badge>
                  </td>
                  <td data-label={t('admin.users.createdAt')}>{formatDateTime(user.createdAt, locale)}</td>
                  <td data-label={t('admin.users.lastSignIn')}>{user.lastSignInAt ? formatDateTime(user.lastSignInAt, locale) : t('admin.users.never')}</td>
                  <td data-label={t('admin.users.actions')}>
                    <Row>
                      <Button type="button" $variant={user.disabled ? 'secondary' : 'danger'} onClick={() => void change(user, { disabled: !user.disabled })}>
                        {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
                      </Button>
                      <Button type="button" $variant="ghost" onClick={() => setResetFor(user)}>
                        {t('admin.users.resetPassword')}
                      </Button>
                    </Row>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { AdminUser, Role } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select';
import { Table, TableScroll } from '../../../shared/ui/table';
import { Muted, Row } from './admin-styles';

export type UserChange = { role?: Role; disabled?: boolean };

interface UsersTableProps {
  users: AdminUser[];
  currentUserId?: string;
  roles: Array<{ value: Role; label: string }>;
  onChange: (user: AdminUser, changes: UserChange) => void;
  onResetPassword: (user: AdminUser) => void;
}

/** One account: name (and "you"), role picker, status, dates, Disable/Enable and Reset password. */
function UserRow({ user, currentUserId, roles, onChange, onResetPassword }: Omit<UsersTableProps, 'users'> & { user: AdminUser }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <tr data-username={user.username}>
      <td data-label={t('admin.users.name')}>
        <strong dir="auto">{user.name}</strong>
        {user.id === currentUserId && <Muted as="span"> {t('admin.users.you')}</Muted>}
        <div dir="ltr">
          <Muted as="span">{user.username}</Muted>
        </div>
      </td>
      <td data-label={t('admin.users.role')}>
        <SelectField
          label={t('admin.users.roleOf', { name: user.name })}
          hideLabel
          value={user.role}
          onChange={(e) => onChange(user, { role: e.target.value as Role })}
          options={roles}
        />
      </td>
      <td data-label={t('admin.users.status')}>
        <Badge $tone={user.disabled ? 'danger' : 'success'}>{user.disabled ? t('admin.users.disabled') : t('admin.users.active')}</Badge>
      </td>
      <td data-label={t('admin.users.createdAt')}>{formatDateTime(user.createdAt, locale)}</td>
      <td data-label={t('admin.users.lastSignIn')}>
        {user.lastSignInAt ? formatDateTime(user.lastSignInAt, locale) : t('admin.users.never')}
      </td>
      <td data-label={t('admin.users.actions')}>
        <Row>
          <Button
            type="button"
            $variant={user.disabled ? 'secondary' : 'danger'}
            onClick={() => onChange(user, { disabled: !user.disabled })}
          >
            {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => onResetPassword(user)}>
            {t('admin.users.resetPassword')}
          </Button>
        </Row>
      </td>
    </tr>
  );
}

/** The accounts as a table (cards on narrow screens). */
export function UsersTable({ users, ...rowProps }: UsersTableProps) {
  const { t } = useTranslation();
  return (
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
            <UserRow key={user.id} user={user} {...rowProps} />
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

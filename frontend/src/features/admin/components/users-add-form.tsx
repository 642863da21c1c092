import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { fieldErrors, useCreateUserMutation } from '../api/admin-api';
import { FieldError, Muted, Row, Section } from './admin-styles';

const EMPTY = { username: '', name: '', role: 'agent' as Role, password: '' };

/** "Add an account": username, name, role and first password; each refused field says why. */
export function AddUserForm({ roles }: { roles: Array<{ value: Role; label: string }> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [create, creating] = useCreateUserMutation();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

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

  const field = (key: keyof typeof EMPTY, label: string, type = 'text') => (
    <div>
      <TextField
        label={label}
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        required
      />
      {errors[key] && <FieldError>{errors[key]}</FieldError>}
    </div>
  );

  return (
    <Section as="form" onSubmit={(e: FormEvent) => void onCreate(e)} noValidate aria-labelledby="add-user" data-testid="add-user-form">
      <h3 id="add-user">{t('admin.users.add')}</h3>
      <Row>
        {field('username', t('admin.users.username'))}
        {field('name', t('admin.users.name'))}
        <SelectField
          label={t('admin.users.role')}
          value={draft.role}
          onChange={(e) => setDraft({ ...draft, role: e.target.value as Role })}
          options={roles}
        />
        {field('password', t('admin.users.password'), 'password')}
        <Button type="submit" disabled={creating.isLoading}>
          {t('admin.users.create')}
        </Button>
      </Row>
      <Muted>{t('admin.users.passwordHint')}</Muted>
      {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
    </Section>
  );
}

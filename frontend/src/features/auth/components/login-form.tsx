import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../shared/api/error-message';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { useLoginMutation } from '../api/auth-api';

const Card = styled.form`
  display: grid;
  gap: 16px;
  inline-size: 100%;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h2 {
    font-size: 18px;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
`;

export function LoginForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    // SPEC.md section 5: both fields are required and nothing is sent otherwise.
    if (!username.trim() || !password) {
      toast({ title: t('auth.signIn'), description: t('auth.validation'), variant: 'destructive' });
      return;
    }
    try {
      const { user } = await login({ username: username.trim(), password }).unwrap();
      toast({ title: t('auth.loginSuccess'), description: t('auth.welcomeBack', { name: user.name }), variant: 'success' });
      void navigate('/', { replace: true });
    } catch (error) {
      toast({
        title: t('auth.loginFailed'),
        description: serverMessage(error) ?? t('auth.invalidCredentials'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card onSubmit={onSubmit} noValidate aria-busy={isLoading}>
      <div>
        <h2>{t('auth.heading')}</h2>
        <p>{t('auth.subtitle')}</p>
      </div>
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        placeholder={t('auth.usernamePlaceholder')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        disabled={isLoading}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={isLoading}
      />
      <Button type="submit" $block disabled={isLoading} aria-label={isLoading ? t('auth.signingIn') : undefined}>
        {isLoading ? '…' : t('auth.signIn')}
      </Button>
    </Card>
  );
}

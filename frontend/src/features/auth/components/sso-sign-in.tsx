import { OIDC_ERRORS, type OidcError } from '@kb/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../../shared/ui/link-button';

/** A full page navigation: the server answers with a redirect to the identity provider. */
export const OIDC_LOGIN_PATH = '/api/auth/oidc/login';

const Alert = styled.div`
  inline-size: 100%;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  text-align: start;
  strong {
    display: block;
    margin-block-end: 4px;
  }
`;

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  inline-size: 100%;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const isOidcError = (code: string | null): code is OidcError => (OIDC_ERRORS as readonly string[]).includes(code ?? '');

/** Why single sign-on brought the browser back to this screen (`/login?error=<code>`), in the UI language. */
export function SsoError() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!isOidcError(code)) return null;
  return (
    <Alert role="alert">
      <strong>{t('auth.sso.failed')}</strong>
      {t(`auth.sso.errors.${code}`)}
    </Alert>
  );
}

export function SsoButton({ label, withSeparator }: { label: string; withSeparator: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ButtonLink href={OIDC_LOGIN_PATH} $variant="primary" $block>
        {t('auth.sso.signInWith', { label })}
      </ButtonLink>
      {withSeparator && <Or>{t('auth.sso.or')}</Or>}
    </>
  );
}

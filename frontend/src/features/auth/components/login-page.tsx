import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSelect } from '../../../shared/ui/language-select';
import { Logo } from '../../../shared/ui/logo';
import { authApi } from '../api/auth-api';
import { LoginForm } from './login-form';
import { SsoButton, SsoError } from './sso-sign-in';

const Page = styled.main`
  position: relative;
  display: grid;
  place-items: center;
  min-block-size: 100%;
  padding: 72px 16px 32px;
  background: linear-gradient(160deg, ${({ theme }) => theme.color.primarySoft}, ${({ theme }) => theme.color.bg} 60%);
`;

const Corner = styled.div`
  position: absolute;
  inset-block-start: 16px;
  inset-inline-end: 16px;
`;

const Column = styled.div`
  display: grid;
  gap: 24px;
  justify-items: center;
  inline-size: min(400px, 100%);
`;

const Brand = styled.div`
  display: grid;
  gap: 6px;
  justify-items: center;
  text-align: center;
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  h1 {
    font-size: 24px;
  }
`;

/** The way to the public chat for someone without an account (issue 48). */
const PublicChat = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

export function LoginPage() {
  const { t } = useTranslation();
  // Read from the session the route guard already asked for; servers without single sign-on send no methods.
  const { data } = authApi.endpoints.getSession.useQueryState();
  const methods = data?.methods ?? { local: true, oidc: null };
  return (
    <Page>
      <Corner>
        <LanguageSelect />
      </Corner>
      <Column>
        <Brand>
          <Logo size={56} />
          <p>{t('app.companyName')}</p>
          <h1>{t('app.productTitle')}</h1>
        </Brand>
        <SsoError />
        {methods.oidc && <SsoButton label={methods.oidc.label} withSeparator={methods.local} />}
        {methods.local && <LoginForm />}
        <PublicChat>
          {t('auth.publicChatText')} <Link to="/simple-chat">{t('auth.publicChatLink')}</Link>
        </PublicChat>
      </Column>
    </Page>
  );
}

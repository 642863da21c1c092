import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { useSession } from '../api/use-session';
import { LoginPage } from './login-page';

/** As the app's route guard does: ask who we are, then show the page. */
function AfterSession() {
  const { status } = useSession();
  return status === 'loading' ? null : <LoginPage />;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The login route: the session is asked for first, the page reads the answer. */
function openLogin(session: SessionResponse, path = '/login') {
  mockApi({ 'GET /api/auth/session': { body: session } });
  return renderApp([{ path: '/login', element: <AfterSession /> }], { path });
}

const signedOut = { isAuthenticated: false, user: null };

describe('single sign-on on the login screen', () => {
  it('offers "Sign in with …" above the password form when the server has both', async () => {
    openLogin({ ...signedOut, methods: { local: true, oidc: { label: 'Telco SSO' } } });
    const button = await screen.findByRole('link', { name: 'Sign in with Telco SSO' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/login');
    // A primary link reads like a primary button: light text on the fill, not the page's link colour.
    expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(button.compareDocumentPosition(screen.getByLabelText('Username')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows only the button when local sign-in is off', async () => {
    openLogin({ ...signedOut, methods: { local: false, oidc: { label: 'Telco SSO' } } });
    expect(await screen.findByRole('link', { name: 'Sign in with Telco SSO' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('shows only the form for a server without single sign-on', async () => {
    openLogin(signedOut);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('says why single sign-on failed, in the UI language', async () => {
    openLogin({ ...signedOut, methods: { local: true, oidc: { label: 'Telco SSO' } } }, '/login?error=disabled');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is disabled. Contact an administrator.');
  });

  it('in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    openLogin({ ...signedOut, methods: { local: true, oidc: { label: 'Telco SSO' } } }, '/login?error=denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('أُلغي تسجيل الدخول لدى مزوّد الهوية.');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول عبر Telco SSO' })).toBeInTheDocument();
  });

  it('shows nothing for an error code it does not know', async () => {
    openLogin(signedOut, '/login?error=%3Cscript%3E');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

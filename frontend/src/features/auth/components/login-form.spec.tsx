import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { LoginPage } from './login-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('LoginForm', () => {
  it('shows a destructive toast and sends nothing when a field is empty', async () => {
    const fetchMock = mockApi({});
    renderApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'agent');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByText('Please enter both username and password');
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the Arabic wording when the UI is Arabic', async () => {
    mockApi({});
    await i18n.changeLanguage('ar');
    renderApp(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('يرجى إدخال اسم المستخدم وكلمة المرور')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows an ellipsis and disables both fields while signing in', async () => {
    mockApi({ 'POST /api/auth/login': () => new Promise<never>(() => undefined) });
    renderApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'agent');
    await userEvent.type(screen.getByLabelText('Password'), 'agent123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in' });
    expect(busy).toHaveTextContent('…');
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it('shows the server message when sign-in fails, and sends the UI language', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' } },
    });
    renderApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'agent');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0][0];
    expect(request.headers.get('Accept-Language')).toBe('en');
    expect(await request.json()).toEqual({ username: 'agent', password: 'wrong' });
  });

  it('welcomes the user by name after signing in', async () => {
    mockApi({
      'POST /api/auth/login': { body: { user: { id: 'u1', name: 'Agent Smith', role: 'agent', avatarUrl: null } } },
      'GET /api/auth/session': { body: { isAuthenticated: true, user: { id: 'u1', name: 'Agent Smith', role: 'agent', avatarUrl: null } } },
    });
    const { router } = renderApp(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/', element: <p>home</p> },
      ],
      { path: '/login' },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'agent');
    await userEvent.type(screen.getByLabelText('Password'), 'agent123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back, Agent Smith')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

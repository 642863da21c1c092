import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/render';
import { routes } from './routes';

const anonymous = { 'GET /api/auth/session': { body: { isAuthenticated: false, user: null } } };
const agent = {
  'GET /api/auth/session': { body: { isAuthenticated: true, user: { id: 'u1', name: 'Sam', role: 'agent', avatarUrl: null } } },
  'GET /api/conversations': { body: [] },
};

afterEach(() => vi.unstubAllGlobals());

describe('route table (SPEC.md section 2)', () => {
  it('shows the loading text while the session is unknown', () => {
    mockApi({ 'GET /api/auth/session': () => new Promise<never>(() => undefined) });
    renderApp(routes, { path: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('asks for the session again when the window regains focus', async () => {
    const fetchMock = mockApi(anonymous);
    renderApp(routes, { path: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });
    const sessionCalls = () => fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/api/auth/session')).length;
    const before = sessionCalls();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(sessionCalls()).toBe(before + 1));
  });

  it('sends an anonymous user to /login, matching paths case-insensitively with a trailing slash', async () => {
    mockApi(anonymous);
    const { router } = renderApp(routes, { path: '/SAVED/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to /', async () => {
    mockApi(agent);
    const { router } = renderApp(routes, { path: '/Login/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('denies /admin to a non-admin with a destructive toast and a redirect to /', async () => {
    mockApi(agent);
    const { router } = renderApp(routes, { path: '/admin' });
    expect(await screen.findByText('You do not have permission to access the admin panel')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the 404 page for unknown paths, signed in or not', async () => {
    mockApi(anonymous);
    renderApp(routes, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});

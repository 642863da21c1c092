import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createStore } from '../app/store';

/** Renders routes (or one element at "/") inside the real store and providers. */
export function renderApp(ui: ReactElement | RouteObject[], { path = '/' } = {}) {
  const store = createStore();
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}

type Reply = { status?: number; body?: unknown } | ((request: Request) => Promise<Response>);

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path"; returns the mock so a test can
 * check what was (or was not) requested.
 */
export function mockApi(table: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const key = `${input.method} ${url.pathname}`;
    const reply = table[key];
    if (!reply) return new Response(JSON.stringify({ statusCode: 404, message: 'Not mocked' }), { status: 404 });
    if (typeof reply === 'function') return reply(input);
    return jsonResponse(reply.body, reply.status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

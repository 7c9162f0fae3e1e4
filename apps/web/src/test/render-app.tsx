import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { SessionContext, type SessionUser } from '../lib/session';
import { ada } from './fake-auth-server';

export { ada };

/**
 * The whole app (real routes, layout and pages) at `path`, with a fixed session so no session request is
 * made. Data comes from fetch, which the test stubs (see stubApi).
 */
export function renderApp(path: string, { user = ada }: { user?: SessionUser | null } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const session = {
    status: user ? ('signed-in' as const) : ('signed-out' as const),
    user,
    signOut: async () => {},
  };
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return { router, client, user: userEvent.setup() };
}

/** Waits for the page's h1. */
export function findPageTitle(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

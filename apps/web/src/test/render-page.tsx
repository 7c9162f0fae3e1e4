import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import type { SessionUser } from '../lib/session';
import { ada, signedInAs } from './msw-server';

/** A fresh client per test, so no cached data leaks between tests; no retries, so failures show at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * The whole app (real Providers, routes, layout and pages) at `entry`, signed in as `user` (default Ada; null
 * signs out). The session and every other read go over HTTP to the MSW handlers (./msw-server): a test
 * overrides what it needs with `server.use(http.get(…))` before or after rendering.
 */
export function renderPage(entry: InitialEntry, { user = ada }: { user?: SessionUser | null } = {}) {
  signedInAs(user);
  const client = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, client, user: userEvent.setup() };
}

/**
 * Any part of the app inside the real Providers and a router at `entry`. The session comes from the
 * handlers as they stand (signed out unless the test called signedInAs).
 */
export function renderWithProviders(ui: ReactNode, { entry = '/' }: { entry?: InitialEntry } = {}) {
  const client = createTestQueryClient();
  const view = render(
    <Providers queryClient={client}>
      <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { client, user: userEvent.setup(), unmount: view.unmount };
}

/** Waits for the page's h1 (the session check shows 'Loading…' first). */
export function findPageTitle(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/**
 * Resolves once the header shows the session's answer (an account menu, or 'Log in'): the check is done. The
 * header may sit behind a modal dialog (the feedback side panel), hidden from the accessibility tree.
 */
export async function sessionShown(user: SessionUser | null) {
  if (user) await screen.findByRole('button', { name: /^Account menu for /, hidden: true });
  else await screen.findAllByRole('link', { name: 'Log in', hidden: true });
}

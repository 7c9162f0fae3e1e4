import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { routeModules } from '../app/route-modules';
import { routes } from '../app/router';
import type { SessionUser } from '../lib/session';
import { expect } from 'vitest';
import { ada, signedInAs } from './msw-server';

// Every page's code, loaded once per test file before any test runs (as the eager route table used to): a
// lazy route then resolves in a tick, and no test's time limit pays for compiling the page it opens.
await Promise.all(Object.values(routeModules).map((load) => load()));

/**
 * A fresh client per test, so no cached data leaks between tests, with the app's own freshness (a part that
 * mounts later reads from the cache, as in the browser); no retries, so failures show at once.
 */
export function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  return client;
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

/**
 * Resolves once the router has loaded the current page's code (pages are lazy routes) and no navigation is
 * under way, so the page itself, not its placeholder, is on screen.
 */
export async function pageLoaded(router: ReturnType<typeof createMemoryRouter>) {
  await waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('loading');
  });
}

/** Waits for the page's h1 (the session check shows 'Loading…' first). */
export function findPageTitle(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/**
 * The page's title once focus has moved to it. A page moves focus there from an effect, which may run a moment
 * after the title is painted (on Preact, which the tests run on, it does).
 */
export async function findFocusedPageTitle(name: string | RegExp) {
  const title = await findPageTitle(name);
  await waitFor(() => expect(title).toHaveFocus());
  return title;
}

/**
 * Resolves once the header shows the session's answer (an account menu, or 'Log in'): the check is done. The
 * header may sit behind a modal dialog (the feedback side panel), hidden from the accessibility tree.
 */
export async function sessionShown(user: SessionUser | null) {
  if (user) await screen.findByRole('button', { name: /^Account menu for /, hidden: true });
  else await screen.findAllByRole('link', { name: 'Log in', hidden: true });
}

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type To,
} from 'react-router';
import { loadPage } from '../app/page-loader';
import { preloadEveryLazyComponent } from '../lib/lazy-component';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { routeModules, type RoutePath } from '../app/route-modules';
import { AppRoutes } from '../app/router';
import type { SessionUser } from '../lib/session';
import { expect } from 'vitest';
import { ada, signedInAs } from './msw-server';

// Every page's and lazy part's code, loaded once per test file before any test runs: each then renders at once
// (lib/lazy-component.ts), so no interaction waits for a chunk, and no test's time limit pays for compiling
// the page it opens.
await Promise.all((Object.keys(routeModules) as RoutePath[]).map(loadPage));
await preloadEveryLazyComponent();

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
  const router = new TestRouter();
  render(
    <Providers queryClient={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
        <RouterProbe router={router} />
      </MemoryRouter>
    </Providers>,
  );
  return { router, client, user: userEvent.setup() };
}

/** Where the app is and how it got there, and a way to navigate as a link would: what tests read of routing. */
class TestRouter {
  #location: Location | undefined;
  #navigationType: NavigationType | undefined;
  #navigate: NavigateFunction | undefined;

  get location(): Location {
    if (!this.#location) throw new Error('The app has not rendered yet.');
    return this.#location;
  }

  get navigationType(): NavigationType | undefined {
    return this.#navigationType;
  }

  /** Navigates as a link click (or, given a number, Back or Forward) would, and waits for React to render. */
  async navigate(to: To | number): Promise<void> {
    if (!this.#navigate) throw new Error('The app has not rendered yet.');
    const navigate = this.#navigate;
    await act(async () => {
      await (typeof to === 'number' ? navigate(to) : navigate(to));
    });
  }

  observe(location: Location, navigationType: NavigationType, navigate: NavigateFunction): void {
    this.#location = location;
    this.#navigationType = navigationType;
    this.#navigate = navigate;
  }
}

function RouterProbe({ router }: { router: TestRouter }) {
  router.observe(useLocation(), useNavigationType(), useNavigate());
  return null;
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
 * The page's title once focus has moved to it. A page moves focus there from an effect, which may run a moment
 * after the title is painted.
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

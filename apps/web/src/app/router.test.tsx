import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from '@teachloop/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../lib/session';
import { routes } from './router';

const ada = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', photoURL: null };

function renderAt(path: string, session: Session) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext value={{ ...session, signOut: async () => {} }}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return router;
}

/** A route-table path with its parameter filled in, as a user would type it. */
const concrete = (path: string) => path.replace(':id', 'abc123');

describe('route table', () => {
  it.each(PUBLIC_ROUTES)('opens %s to anyone, inside the layout', async (path) => {
    const router = renderAt(path, { status: 'signed-out', user: null });
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('main')).toContainElement(screen.getAllByRole('heading', { level: 1 })[0]!);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ · Teachloop$/));
  });

  it.each(GUARDED_ROUTES)('guards %s: a signed-out visitor lands on /login', (path) => {
    const router = renderAt(concrete(path), { status: 'signed-out', user: null });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: concrete(path) } });
  });

  it.each(GUARDED_ROUTES.filter((path) => path !== '/challenges/:id'))(
    'shows %s to a signed-in user',
    (path) => {
      const router = renderAt(concrete(path), { status: 'signed-in', user: ada });
      expect(router.state.location.pathname).toBe(concrete(path));
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    },
  );

  it('redirects /challenges/{id} to its work page, replacing history', () => {
    const router = renderAt('/challenges/abc123', { status: 'signed-in', user: ada });
    expect(router.state.location.pathname).toBe('/challenges/abc123/work');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a not-found page with a way home for an unknown address', async () => {
    renderAt('/no/such/page', { status: 'signed-out', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Teachloop'));
  });

  it('names each page in the tab title', async () => {
    renderAt('/dashboard', { status: 'signed-in', user: ada });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hey Ada, let’s keep your momentum going' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard · Teachloop'));
  });

  it.each([
    ['/login', '/dashboard'],
    ['/signup', '/dashboard'],
  ])('sends a signed-in user from %s to %s, replacing history', (path, destination) => {
    const router = renderAt(path, { status: 'signed-in', user: ada });
    expect(router.state.location.pathname).toBe(destination);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the password reset page to anyone, with its own title', async () => {
    renderAt('/reset-password?token=abc', { status: 'signed-out', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Choose a new password · Teachloop'));
  });

  it.each([
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
  ])('names %s in the tab title', async (path, title) => {
    renderAt(path, { status: 'signed-out', user: null });
    await waitFor(() => expect(document.title).toBe(`${title} · Teachloop`));
  });

  it('offers a skip link to the main content', () => {
    renderAt('/about', { status: 'signed-out', user: null });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

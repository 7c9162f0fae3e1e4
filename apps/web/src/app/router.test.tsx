import { GUARDED_ROUTES, PUBLIC_ROUTES } from '@teachloop/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../lib/session';
import { ada } from '../test/msw-server';
import { renderPage, sessionShown } from '../test/render-page';

const signedOut = { user: null };
const signedIn = { user: ada };

/** The app at `path` with the session read over HTTP, once the header shows the answer. */
async function renderAt(path: string, { user }: { user: SessionUser | null }) {
  const { router } = renderPage(path, { user });
  await sessionShown(user);
  return router;
}

/** A route-table path with its parameter filled in, as a user would type it. */
const concrete = (path: string) => path.replace(':id', 'abc123');

describe('route table', () => {
  it.each(PUBLIC_ROUTES)('opens %s to anyone, inside the layout', async (path) => {
    const router = await renderAt(path, signedOut);
    expect(router.location.pathname).toBe(path);
    const [title] = await screen.findAllByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).toContainElement(title!);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ · Teachloop$/));
  });

  it.each(GUARDED_ROUTES)('guards %s: a signed-out visitor lands on /login', async (path) => {
    const router = await renderAt(concrete(path), signedOut);
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({ from: { pathname: concrete(path) } });
  });

  it.each(GUARDED_ROUTES.filter((path) => path !== '/challenges/:id'))(
    'shows %s to a signed-in user',
    async (path) => {
      const router = await renderAt(concrete(path), signedIn);
      expect(router.location.pathname).toBe(concrete(path));
      // /feedback/{id} opens a modal side panel over the page: the h1 is there, hidden behind the dialog.
      expect(await screen.findByRole('heading', { level: 1, hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    },
  );

  it('redirects /challenges/{id} to its work page, replacing history', async () => {
    const router = await renderAt('/challenges/abc123', signedIn);
    await waitFor(() => expect(router.location.pathname).toBe('/challenges/abc123/work'));
    expect(router.navigationType).toBe('REPLACE');
  });

  it('shows a not-found page with a way home for an unknown address', async () => {
    await renderAt('/no/such/page', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Teachloop'));
  });

  it('names each page in the tab title', async () => {
    await renderAt('/dashboard', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hey Ada, let’s keep your momentum going' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard · Teachloop'));
  });

  it.each([
    ['/login', '/dashboard'],
    ['/signup', '/dashboard'],
  ])('sends a signed-in user from %s to %s, replacing history', async (path, destination) => {
    const router = await renderAt(path, signedIn);
    await waitFor(() => expect(router.location.pathname).toBe(destination));
    expect(router.navigationType).toBe('REPLACE');
  });

  it('opens the password reset page to anyone, with its own title', async () => {
    await renderAt('/reset-password?token=abc', signedOut);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Choose a new password · Teachloop'));
  });

  it.each([
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
  ])('names %s in the tab title', async (path, title) => {
    await renderAt(path, signedOut);
    await waitFor(() => expect(document.title).toBe(`${title} · Teachloop`));
  });

  it('offers a skip link to the main content', async () => {
    await renderAt('/about', signedOut);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

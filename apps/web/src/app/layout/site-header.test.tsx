import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { buildCounts } from '../../test/learning-fixtures';
import { liveEvents } from '../../test/live-events';
import { http, HttpResponse, recordRequests, server, signedInAs } from '../../test/msw-server';
import { renderPage, renderWithProviders, sessionShown } from '../../test/render-page';
import { SiteHeader } from './site-header';

afterEach(() => vi.unstubAllGlobals());

const ada: SessionUser = { id: 'u1', email: 'ada@example.com', displayName: 'ada Lovelace', photoURL: null };
const signedOut = { user: null };
const signedIn = { user: ada };

function PathProbe() {
  return <p>at {useLocation().pathname}</p>;
}

/** The header above a probe of the current path, once the real session provider has read /api/session. */
async function renderHeader({ user }: { user: SessionUser | null }, path = '/') {
  signedInAs(user);
  renderWithProviders(
    <>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<PathProbe />} />
      </Routes>
    </>,
    { entry: path },
  );
  await sessionShown(user);
}

const toggle = () => screen.getByRole('button', { name: /open menu|close menu/i });

const APP_PAGES = [
  ['Dashboard', '/dashboard'],
  ['Explore', '/explore'],
  ['Challenges', '/challenges'],
  ['Teach-backs', '/teachbacks'],
  ['Feedback', '/feedback'],
  ['Circles', '/circles'],
  ['Leaderboard', '/leaderboard'],
];
const PUBLIC_PAGES = [
  ['Home', '/'],
  ['Explore', '/explore'],
  ['Community', '/community'],
  ['About', '/about'],
  ['Contact', '/contact'],
];

/** From now on the server counts this many teach-backs to do and reviews to give. */
function waiting({ teachbacks, reviews }: { teachbacks: number; reviews: number }) {
  server.use(
    http.get('/api/teachbacks/count', () => HttpResponse.json({ count: teachbacks })),
    http.get('/api/feedback/counts', () => HttpResponse.json({ counts: buildCounts({ waiting: reviews }) })),
  );
}

/** Opens the mobile menu; its dialog's code loads with the first press (mobile-menu.tsx), so wait for it. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  await screen.findByRole('dialog', { name: 'Menu' });
}

describe('SiteHeader', () => {
  it("shows a signed-out visitor the public links, 'Log in' and 'Join Now', but no Dashboard", async () => {
    await renderHeader(signedOut);
    for (const name of ['Home', 'Explore', 'Community', 'About', 'Contact']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Teachloop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('marks the current page', async () => {
    await renderHeader(signedOut, '/explore');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows a signed-in user the app’s pages and their initial instead of Log in', async () => {
    await renderHeader(signedIn, '/feedback');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(APP_PAGES);
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');
    // The marketing pages are in the footer instead (Explore, the courses, is one of the app's pages too).
    for (const name of ['Home', 'Community', 'About', 'Contact'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Account menu for ada Lovelace' });
    expect(trigger).toHaveTextContent('A');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('counts what waits for the user, in the link’s name too', async () => {
    waiting({ teachbacks: 2, reviews: 1 });
    await renderHeader(signedIn);
    expect(await screen.findByRole('link', { name: 'Teach-backs, 2 waiting' })).toHaveAttribute(
      'href',
      '/teachbacks',
    );
    expect(await screen.findByRole('link', { name: 'Feedback, 1 to give' })).toHaveAttribute(
      'href',
      '/feedback',
    );
    expect(screen.getByTestId('waiting-teachbacks')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Circles' })).toBeInTheDocument();
  });

  it('says nothing at zero, and caps a big count at 99+', async () => {
    waiting({ teachbacks: 150, reviews: 0 });
    await renderHeader(signedIn);
    expect(
      await screen.findByRole('link', { name: 'Teach-backs, more than 99 waiting' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('waiting-teachbacks')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.queryByTestId('waiting-reviews')).not.toBeInTheDocument();
  });

  it('updates a count live, and reads it with the page that shows it', async () => {
    const live = liveEvents();
    waiting({ teachbacks: 1, reviews: 0 });
    const sent = recordRequests();
    renderPage('/dashboard');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Teach-backs, 1 waiting' })).toBeInTheDocument();
    waiting({ teachbacks: 2, reviews: 1 });
    live.push('teachbacks', ['t2']);
    live.push('feedback', ['f1']);
    expect(await within(banner).findByRole('link', { name: 'Teach-backs, 2 waiting' })).toBeInTheDocument();
    expect(await within(banner).findByRole('link', { name: 'Feedback, 1 to give' })).toBeInTheDocument();
    // The dashboard's own count of open teach-backs is the same read: one request served both at first.
    expect(sent.to('GET', '/api/teachbacks/count')).toHaveLength(2);
    // The footer carries the marketing pages for a signed-in user.
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of PUBLIC_PAGES)
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens the avatar menu with the name, e-mail and Sign out', async () => {
    const user = userEvent.setup();
    await renderHeader({ user: { ...ada, displayName: null } });
    await user.click(screen.getByRole('button', { name: 'Account menu for ada' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes the avatar menu on Tab and moves on; Shift+Tab goes back to the avatar', async () => {
    const user = userEvent.setup();
    await renderHeader(signedIn);
    // Found anew each time: the menu's own trigger takes the place of the button that loads it.
    const trigger = () => screen.getByRole('button', { name: 'Account menu for ada Lovelace' });
    await user.click(trigger());
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile settings' })).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The stop after the avatar: here the hamburger (CSS hides it on wide screens; jsdom applies no CSS).
    await waitFor(() => expect(toggle()).toHaveFocus());

    await user.click(trigger());
    await screen.findByRole('menu');
    await user.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });
});

describe('SiteHeader mobile menu', () => {
  it('opens and closes with the toggle', async () => {
    const user = userEvent.setup();
    await renderHeader(signedOut);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Open menu');

    await openMenu(user);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Close menu');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel!).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(panel!).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderHeader(signedOut);
    await openMenu(user);
    await user.tab();
    expect(toggle()).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the open menu, whatever the page behind holds', async () => {
    const user = userEvent.setup();
    await renderHeader(signedIn);
    await openMenu(user);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const stops = within(dialog).getAllByRole('link').length + within(dialog).getAllByRole('button').length;
    for (let press = 0; press < stops + 2; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < stops + 2; press += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('leads a signed-in user with the app’s pages and their counts', async () => {
    waiting({ teachbacks: 3, reviews: 0 });
    const user = userEvent.setup();
    await renderHeader(signedIn);
    await openMenu(user);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Teach-backs, 3 waiting' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(APP_PAGES.map(([, href]) => href));
    expect(within(dialog).queryByRole('link', { name: 'Community' })).not.toBeInTheDocument();
  });

  it('closes on an outside click and on navigation', async () => {
    const user = userEvent.setup();
    await renderHeader(signedIn);
    await openMenu(user);
    expect(screen.getByText('at /')).toBeInTheDocument();
    // In a browser the dimmed backdrop covers the page, so a press on the page lands on it.
    await user.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await openMenu(user);
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByText('ada@example.com')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Sign out', () => {
  it('signs out even when the server fails, and goes home', async () => {
    server.use(http.post('/api/auth/sign-out', () => new HttpResponse(null, { status: 500 })));
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderHeader(signedIn, '/community');

    await user.click(await screen.findByRole('button', { name: 'Account menu for ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    // The header changes as soon as the session is cleared; the navigation home follows a moment later.
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(requests.to('POST', '/api/auth/sign-out')).toHaveLength(1);
  });
});

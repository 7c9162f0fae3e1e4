import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { http, HttpResponse, recordRequests, server, signedInAs } from '../../test/msw-server';
import { renderWithProviders, sessionShown } from '../../test/render-page';
import { SiteHeader } from './site-header';

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

  it('shows a signed-in user Dashboard and their initial instead of Log in', async () => {
    await renderHeader(signedIn);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const trigger = screen.getByRole('button', { name: 'Account menu for ada Lovelace' });
    expect(trigger).toHaveTextContent('A');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
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

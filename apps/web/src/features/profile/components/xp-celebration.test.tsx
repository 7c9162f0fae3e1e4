import type { Profile } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../test/learning-fixtures';
import { liveEvents } from '../../../test/live-events';
import { http, HttpResponse, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveProfile(xp: number, badges: string[] = [], more: Partial<Profile> = {}) {
  server.use(
    http.get('/api/profile', () => HttpResponse.json({ profile: buildProfile({ xp, badges, ...more }) })),
  );
}

const celebration = () => screen.queryByTestId('xp-celebration');

describe('XP celebration', () => {
  it('says nothing on first load, however much XP there is', async () => {
    const live = liveEvents();
    serveProfile(1_240, ['first_challenge']);
    renderPage('/dashboard');
    await findPageTitle(/^Hey Ada/);
    expect(await screen.findByText('Level 3')).toBeInTheDocument();
    // The celebration renders beside the live stream, so once the stream is open it has seen the profile too.
    await waitFor(() => expect(live.opened()).toBe(1));
    expect(celebration()).not.toBeInTheDocument();
  });

  it('celebrates XP, a new level and a badge that arrive live, in a polite live region', async () => {
    const live = liveEvents();
    serveProfile(490);
    renderPage('/dashboard');
    expect(await screen.findByText('Level 1')).toBeInTheDocument();
    await waitFor(() => expect(live.opened()).toBe(1));

    serveProfile(505, ['first_teachback']);
    live.push('profile', ['u1']);

    const toast = await screen.findByTestId('xp-celebration');
    expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+15 XP', 'Level 2!', 'Badge earned: First Teach-back']);
    expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');
    // The pop-in runs only where motion is welcome (Tailwind's motion-safe: is prefers-reduced-motion: no-preference).
    expect(toast.className).toMatch(/(^| )motion-safe:animate-celebrate( |$)/);
    expect(toast.className).not.toMatch(/(^| )animate-/);
    expect(await screen.findByText('Level 2')).toBeInTheDocument();
  });

  it('can be dismissed, and says nothing when a refetch brings no new XP', async () => {
    const live = liveEvents();
    serveProfile(100);
    const { user } = renderPage('/dashboard');
    await waitFor(() => expect(live.opened()).toBe(1));
    await screen.findByText('100 / 500 XP');
    // The refetch brings something the page shows (a streak freeze) but no XP: once it shows, the celebration
    // has compared that reading too.
    serveProfile(100, [], { streakFreezes: 1 });
    live.push('profile');
    expect(await screen.findByText(/^Streak freezes held: 1 of/)).toBeInTheDocument();
    expect(screen.getByText('100 / 500 XP')).toBeInTheDocument();
    expect(celebration()).not.toBeInTheDocument();

    serveProfile(110);
    live.push('profile');
    const toast = await screen.findByTestId('xp-celebration');
    expect(toast).toHaveTextContent('+10 XP');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(celebration()).not.toBeInTheDocument();
  });
});

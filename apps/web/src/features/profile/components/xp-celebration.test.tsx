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

const note = () => screen.queryByTestId('xp-celebration');
const moment = () => screen.queryByRole('dialog');

/**
 * Opens /how-xp-works (a page that reads nothing itself) with the live stream open, once the celebration has its
 * first reading of the profile: the baseline it compares the next ones with.
 */
async function openPage(xp: number, badges: string[] = [], path = '/how-xp-works') {
  const live = liveEvents();
  serveProfile(xp, badges);
  const view = renderPage(path);
  await waitFor(() => expect(live.opened()).toBe(1));
  await waitFor(() => expect(view.client.getQueryData(['profile', 'own'])).toBeDefined());
  return { ...view, live };
}

describe('XP celebration', () => {
  it('says nothing on first load, however much XP there is', async () => {
    await openPage(1_240, ['first_challenge']);
    await findPageTitle('How XP works');
    expect(note()).not.toBeInTheDocument();
    expect(moment()).not.toBeInTheDocument();
  });

  it('notes XP alone in a small, polite note that can be dismissed', async () => {
    const { live, user, client } = await openPage(100);
    // A refetch that brings no XP (a streak freeze) celebrates nothing.
    serveProfile(100, [], { streakFreezes: 1 });
    live.push('profile');
    await waitFor(() =>
      expect(client.getQueryData<{ streakFreezes: number }>(['profile', 'own'])?.streakFreezes).toBe(1),
    );
    expect(note()).not.toBeInTheDocument();

    serveProfile(110);
    live.push('profile');
    const toast = await screen.findByTestId('xp-celebration');
    expect(toast).toHaveTextContent('+10 XP');
    expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(moment()).not.toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(note()).not.toBeInTheDocument();
  });

  it('gives a new level and a badge a moment: a dialog that takes focus, then gives it back on Escape', async () => {
    const { live, user } = await openPage(490);
    const before = await findPageTitle('How XP works');
    before.focus();

    serveProfile(505, ['first_teachback']);
    live.push('profile', ['u1']);

    const dialog = await screen.findByRole('dialog', { name: 'Level 2!' });
    expect(dialog).toHaveAccessibleDescription(
      'You reached a new level. Keep teaching back and reviewing to reach the next one.',
    );
    expect(dialog).toHaveTextContent('+15 XP');
    const badges = within(dialog).getByRole('list', { name: 'Badges earned' });
    expect(badges).toHaveTextContent('First Teach-back');
    expect(badges).toHaveTextContent('Complete your first teach-back.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep going' })).toHaveFocus());
    // Not modal: the page behind stays usable and is not hidden from assistive technology.
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'How XP works' })).toBeVisible();
    expect(note()).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(moment()).not.toBeInTheDocument());
    await waitFor(() => expect(before).toHaveFocus());
  });

  it('moves only where motion is welcome: the pop-in and the burst are motion-safe, nothing else animates', async () => {
    const { live, user } = await openPage(100, []);
    serveProfile(110, ['well_explained']);
    live.push('profile');
    const dialog = await screen.findByRole('dialog', { name: 'Badge earned!' });
    // Tailwind's motion-safe: is prefers-reduced-motion: no-preference; under reduce the dots are not shown.
    expect(dialog.className).toMatch(/(^| )motion-safe:animate-celebrate( |$)/);
    const animated = [dialog, ...dialog.querySelectorAll<HTMLElement>('*')].filter((el) =>
      /(^| )animate-/.test(el.getAttribute('class') ?? ''),
    );
    expect(animated).toEqual([]);
    const dots = dialog.querySelectorAll('[data-burst]');
    expect(dots.length).toBeGreaterThan(0);
    for (const dot of dots) expect(dot.getAttribute('class')).toMatch(/(^| )hidden .*motion-safe:block/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(moment()).not.toBeInTheDocument());
  });

  it('leaves focus with a user who is typing, and says it in the live region instead', async () => {
    const { live, user } = await openPage(490, [], '/challenges/create');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.type(title, 'Recursion');

    serveProfile(500);
    live.push('profile');
    const dialog = await screen.findByRole('dialog', { name: 'Level 2!' });
    expect(title).toHaveFocus();
    const status = document.querySelector('[aria-live="polite"][aria-atomic="true"]')!;
    expect(status).toHaveTextContent('+10 XP Level 2!');
    // Typing on goes to the field and leaves the moment on screen (a press outside would dismiss it).
    await user.keyboard(' explained');
    expect(title).toHaveValue('Recursion explained');
    expect(dialog).toBeInTheDocument();
  });
});

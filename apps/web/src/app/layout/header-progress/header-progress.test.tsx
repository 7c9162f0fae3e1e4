import type { Profile } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../test/learning-fixtures';
import { liveEvents } from '../../../test/live-events';
import { http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

/** From now on GET /api/profile answers this profile. */
function serveProfile(more: Partial<Profile>) {
  server.use(http.get('/api/profile', () => HttpResponse.json({ profile: buildProfile(more) })));
}

const ring = (name: string | RegExp = /^Daily goal:/) => screen.findByRole('button', { name });
const goalMet = 'Daily goal met. See you tomorrow!';

/** A signed-in page that reads nothing itself, with the live stream open and the header's progress shown. */
async function openPage(profile: Partial<Profile>) {
  const live = liveEvents();
  serveProfile(profile);
  const view = renderPage('/how-xp-works');
  await findPageTitle('How XP works');
  await waitFor(() => expect(live.opened()).toBe(1));
  await ring();
  return { ...view, live };
}

describe('The header’s progress', () => {
  it('shows the streak’s flame, the daily goal’s ring and the level’s XP bar with their values', async () => {
    await openPage({ xp: 1_240, streak: 3, dailyGoal: { target: 2, done: 1 } });
    expect(await ring('Daily goal: 1 of 2 done')).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('img', { name: 'Streak: 3 days' })).toHaveTextContent('3');
    const bar = screen.getByRole('progressbar', { name: 'Level 3: 240 of 500 XP' });
    expect(bar).toHaveAttribute('aria-valuenow', '240');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(bar).toHaveTextContent('Level 3');
    expect(bar).toHaveTextContent('240/500');
  });

  it('says one day in the singular, caps the ring at its target and shows a check once it is met', async () => {
    await openPage({ xp: 20, streak: 1, dailyGoal: { target: 1, done: 2 } });
    const met = await ring('Daily goal: 1 of 1 done');
    expect(met.querySelector('svg.lucide-check')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Streak: 1 day' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Level 1: 20 of 500 XP' })).toBeInTheDocument();
  });

  it('picks the goal in a menu: PUTs the target, shows the new ring and gives focus back to it', async () => {
    const { user } = await openPage({ dailyGoal: { target: 1, done: 1 } });
    const sent = recordRequests();
    server.use(
      http.put('/api/daily-goal', async ({ request }) => {
        const { target } = (await request.json()) as { target: number };
        return HttpResponse.json({ profile: buildProfile({ dailyGoal: { target, done: 1 } }) });
      }),
    );
    await user.click(await ring('Daily goal: 1 of 1 done'));
    const menu = await screen.findByRole('menu', { name: 'Daily goal' });
    expect(menu).toHaveAccessibleDescription(/How many actions make your day/);
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      '1 action a day',
      '2 actions a day',
      '3 actions a day',
    ]);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');

    await user.click(within(menu).getByRole('menuitemradio', { name: '3 actions a day' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await sent.bodies('PUT', '/api/daily-goal')).toEqual([{ target: 3 }]);
    const updated = await ring('Daily goal: 1 of 3 done');
    await waitFor(() => expect(updated).toHaveFocus());
    expect(screen.getByText('Daily goal saved.')).toBeInTheDocument();
    // Lowering the goal to what is already done is no moment.
    expect(screen.queryByText(goalMet)).not.toBeInTheDocument();
  });

  it('opens the picker from the keyboard; Escape closes it and focus returns to the ring', async () => {
    const { user } = await openPage({ dailyGoal: { target: 2, done: 0 } });
    (await ring('Daily goal: 0 of 2 done')).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Daily goal' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: '2 actions a day' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await ring('Daily goal: 0 of 2 done')).toHaveFocus();
  });

  it('puts the old goal back and says why when the server refuses the change', async () => {
    const { user } = await openPage({ dailyGoal: { target: 1, done: 0 } });
    server.use(
      http.put('/api/daily-goal', () =>
        HttpResponse.json(
          { error: { code: 'validation', message: 'Daily goal must be 1, 2 or 3.' } },
          { status: 400 },
        ),
      ),
    );
    await user.click(await ring());
    await user.click(await screen.findByRole('menuitemradio', { name: '2 actions a day' }));
    expect(await screen.findByText('Daily goal must be 1, 2 or 3.')).toBeInTheDocument();
    expect(await ring('Daily goal: 0 of 1 done')).toBeInTheDocument();
  });

  it('fills live and gives a moment when a refetch raises done to the target, not on first load', async () => {
    const { live } = await openPage({ xp: 40, dailyGoal: { target: 2, done: 1 } });
    expect(screen.queryByText(goalMet)).not.toBeInTheDocument();
    expect(document.querySelector('[data-pulse]')).toBeNull();

    serveProfile({ xp: 55, dailyGoal: { target: 2, done: 2 } });
    live.push('profile');
    const met = await ring('Daily goal: 2 of 2 done');
    expect(met.querySelector('[data-pulse]')).toHaveClass('motion-safe:animate-goal-pulse');
    const note = await screen.findByTestId('xp-celebration');
    expect(note).toHaveTextContent(goalMet);
    expect(note.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('progressbar', { name: 'Level 1: 55 of 500 XP' })).toBeInTheDocument();
  });

  it('shows the level under the name in the mobile menu and the account menu, where the header has no room for it', async () => {
    const { user } = await openPage({ xp: 730 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      await within(menu).findByRole('progressbar', { name: 'Level 2: 230 of 500 XP' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Account menu for/ }));
    const account = await screen.findByRole('menu', { name: /^Account menu for/ });
    expect(
      await within(account).findByRole('progressbar', { name: 'Level 2: 230 of 500 XP' }),
    ).toBeInTheDocument();
  });

  it('gives no moment on first load of a goal already met', async () => {
    const { live } = await openPage({ xp: 40, dailyGoal: { target: 1, done: 1 } });
    serveProfile({ xp: 40, streak: 2, dailyGoal: { target: 1, done: 2 } });
    live.push('profile');
    await screen.findByRole('img', { name: 'Streak: 2 days' });
    expect(screen.queryByText(goalMet)).not.toBeInTheDocument();
    expect(document.querySelector('[data-pulse]')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import {
  BADGES,
  DAILY_GOAL_TEXTS,
  FAIR_PLAY_TEXTS,
  MAX_STREAK_FREEZES,
  STREAK_FREEZE_EVERY_DAYS,
  VERIFIED_RULE,
  XP_PER_LEVEL,
  XP_RULES,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { findPageTitle, renderPage } from '../../../test/render-page';

const section = (name: string) => screen.getByRole('region', { name });
const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim());

describe('How XP works', () => {
  it('is open to visitors who are not signed in', async () => {
    const { router } = renderPage('/how-xp-works', { user: null });
    expect(await findPageTitle('How XP works')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/how-xp-works');
  });

  it('lists every published XP rule with its amount and whether it counts for the streak', async () => {
    renderPage('/how-xp-works', { user: null });
    await findPageTitle('How XP works');
    const table = within(section('Earning XP')).getAllByRole('table')[0]!;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual(
      XP_RULES.map((rule) => [rule.action, rule.amount, rule.countsForStreak ? 'Yes' : 'No']),
    );
    expect(table).toHaveTextContent('+its points (25)');
    expect(table).toHaveTextContent('+2 per star');
    expect(table).toHaveTextContent('Complete a teach-back (at least 50 words)');
    expect(table).toHaveTextContent(
      'Review a teach-back with a star rating and a comment of at least 20 characters',
    );
  });

  it('states the fair-play caps, that XP past them is not paid, that it waits for verified addresses, and where the day’s time zone is set', async () => {
    const { user, router } = renderPage('/how-xp-works', { user: null });
    await findPageTitle('How XP works');
    const fairPlay = section('Fair play');
    for (const [cap, detail] of [
      [FAIR_PLAY_TEXTS.dailyCap, FAIR_PLAY_TEXTS.dailyCapDetail],
      [FAIR_PLAY_TEXTS.pairCap, FAIR_PLAY_TEXTS.pairCapDetail],
    ]) {
      const term = within(fairPlay).getByText(cap!, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(detail!);
    }
    expect(fairPlay).toHaveTextContent('At most 200 XP in any 24 hours');
    expect(fairPlay).toHaveTextContent('XP past a cap is recorded but not paid.');
    expect(fairPlay).toHaveTextContent(
      'XP is paid once you and the peer it comes from have verified e-mail addresses',
    );
    expect(fairPlay).toHaveTextContent(
      'Streak days are counted in the time zone saved in your account settings.',
    );
    await user.click(within(fairPlay).getByRole('link', { name: 'account settings' }));
    // Signed out, the settings page asks to log in first.
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('states the level rule and works examples out from it', async () => {
    renderPage('/how-xp-works', { user: null });
    await findPageTitle('How XP works');
    const levels = section('Levels');
    expect(levels).toHaveTextContent(`floor(XP ÷ ${XP_PER_LEVEL}) + 1`);
    const examples = within(levels).getAllByRole('row').slice(1).map(cellsOf);
    expect(examples).toEqual([
      ['0', '1', '0 / 500 XP'],
      ['499', '1', '499 / 500 XP'],
      ['500', '2', '0 / 500 XP'],
      ['1,250', '3', '250 / 500 XP'],
    ]);
  });

  it('states the streak rule with its freezes', async () => {
    renderPage('/how-xp-works', { user: null });
    await findPageTitle('How XP works');
    const streaks = section('Streaks and freezes');
    expect(streaks).toHaveTextContent(
      `Every ${STREAK_FREEZE_EVERY_DAYS} days of streak earn a streak freeze`,
    );
    expect(streaks).toHaveTextContent(`You hold at most ${MAX_STREAK_FREEZES}.`);
    expect(streaks).toHaveTextContent('uses a freeze automatically');
    expect(streaks).toHaveTextContent(
      'If a streak of 2 days or more would end tonight, Teachloop reminds you in the evening (your time), never in your quiet hours.',
    );
  });

  it('explains the daily goal: the three actions that count, your own day, picked in the header, apart from the streak', async () => {
    renderPage('/how-xp-works', { user: null });
    await findPageTitle('How XP works');
    const goal = section('Daily goal');
    expect(
      within(goal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      DAILY_GOAL_TEXTS.actions.teachback,
      DAILY_GOAL_TEXTS.actions.review,
      DAILY_GOAL_TEXTS.actions.unasked,
    ]);
    expect(goal).toHaveTextContent('how many of these actions make your day, 1, 2 or 3');
    expect(goal).toHaveTextContent('you pick it with the ring in the header');
    expect(goal).toHaveTextContent('Each counts once for what you did, on your own day');
    expect(goal).toHaveTextContent('in the time zone saved in your account settings');
    expect(goal).toHaveTextContent('does not change your streak');
  });

  it('lists every badge with its criterion, and the verified-skill rule', async () => {
    renderPage('/how-xp-works', { user: null });
    await findPageTitle('How XP works');
    const badges = section('Badges');
    for (const badge of BADGES) {
      const term = within(badges).getByText(badge.name, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(badge.criterion);
    }
    expect(section('Verified skills')).toHaveTextContent(VERIFIED_RULE);
    expect(section('Verified skills')).toHaveTextContent(
      'Completing a course’s learning path verifies the course as a skill, with its badge.',
    );
  });
});

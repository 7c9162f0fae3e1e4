import { screen, waitFor, within } from '@testing-library/react';
import { BADGES, type Portfolio } from '@teachloop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildChallenge,
  buildPortfolio,
  buildProfile,
  buildTeachback,
} from '../../../test/learning-fixtures';
import { liveEvents } from '../../../test/live-events';
import { apiError, holdResponses, http, HttpResponse, json, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EARNED_AT = Date.UTC(2026, 2, 3, 12);

function servePortfolio(portfolio: Portfolio) {
  server.use(http.get('/api/portfolio', () => HttpResponse.json({ portfolio })));
}

const full = buildPortfolio({
  profile: buildProfile({
    displayName: 'Ada Lovelace',
    xp: 1_240,
    streak: 8,
    longestStreak: 12,
    streakFreezes: 1,
    badges: ['first_challenge', 'first_teachback'],
  }),
  email: 'ada@example.com',
  badges: [
    { id: 'first_challenge', earnedAt: EARNED_AT },
    { id: 'first_teachback', earnedAt: EARNED_AT },
  ],
  verifiedSkills: [
    {
      topic: 'Algorithms',
      verifiedAt: EARNED_AT,
      reviews: [
        { feedbackId: 'f1', title: 'Binary search', reviewer: 'Grace', rating: 5, completedAt: EARNED_AT },
        { feedbackId: 'f2', title: 'Heaps', reviewer: 'A peer', rating: 4, completedAt: EARNED_AT },
      ],
    },
  ],
  completedChallenges: {
    total: 14,
    items: [
      buildChallenge({ id: 'c2', title: 'Newest challenge', status: 'completed' }),
      buildChallenge({ id: 'c1', title: 'Older challenge', status: 'completed' }),
    ],
  },
  completedTeachbacks: {
    total: 3,
    items: [buildTeachback({ id: 't1', title: 'Graphs', status: 'completed' })],
  },
});

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Portfolio', () => {
  it('shows a skeleton while loading', async () => {
    const held = holdResponses();
    server.use(http.get('/api/portfolio', held.handler));
    renderPage('/portfolio');
    await findPageTitle('Skill portfolio');
    expect(screen.getByTestId('portfolio-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your portfolio…');
    held.release(json({ portfolio: full }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByTestId('portfolio-skeleton')).not.toBeInTheDocument();
  });

  it('shows who, level, progress and streak', async () => {
    servePortfolio(full);
    renderPage('/portfolio');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent('A');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(screen.getByText('240 / 500 XP')).toBeInTheDocument();
    expect(
      screen.getByText('Current streak').nextSibling ?? screen.getByText('Current streak').parentElement,
    ).toBeTruthy();
    const streak = screen.getByText('Current streak').closest('dl')!;
    expect(streak).toHaveTextContent('Current streak8 days');
    expect(streak).toHaveTextContent('Longest streak12 days');
    expect(streak).toHaveTextContent('Streak freezes1 of 2');
    expect(screen.getByRole('link', { name: 'How XP works' })).toHaveAttribute('href', '/how-xp-works');
  });

  it('shows the photo when there is one, the initial of the e-mail when there is no name', async () => {
    servePortfolio(
      buildPortfolio({
        profile: buildProfile({ displayName: null, photoURL: 'https://example.com/me.png' }),
        email: 'zoe@example.com',
      }),
    );
    renderPage('/portfolio');
    expect(await screen.findByRole('heading', { name: 'zoe' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar').querySelector('img')).toHaveAttribute(
      'src',
      'https://example.com/me.png',
    );
  });

  it('lists earned badges with their date first, the rest greyed with how to earn them', async () => {
    servePortfolio(full);
    renderPage('/portfolio');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const badges = within(section('Badges')).getAllByRole('listitem');
    expect(badges).toHaveLength(BADGES.length);
    expect(badges[0]).toHaveAttribute('data-earned', 'true');
    expect(badges[0]).toHaveTextContent(/^First ChallengeEarned Mar 3, 2026$/);
    expect(badges[1]).toHaveTextContent(/^First Teach-backEarned/);
    const helpful = badges.find((badge) => badge.textContent?.startsWith('Helpful Peer'))!;
    expect(helpful).toHaveAttribute('data-earned', 'false');
    expect(helpful).toHaveTextContent('Helpful PeerNot earned yet. Give 5 reviews.');
  });

  it('shows a completed course’s badge and its verified skill, which has no reviews to list', async () => {
    servePortfolio({
      ...full,
      badges: [...full.badges, { id: 'course:intro-to-python', earnedAt: EARNED_AT }],
      verifiedSkills: [
        ...full.verifiedSkills,
        { topic: 'Intro to Python Programming', verifiedAt: EARNED_AT, reviews: [] },
      ],
    });
    renderPage('/portfolio');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const course = within(section('Badges'))
      .getAllByRole('listitem')
      .find((badge) => badge.textContent?.startsWith('Intro to Python Programming'))!;
    expect(course).toHaveAttribute('data-earned', 'true');
    expect(course).toHaveTextContent('Earned Mar 3, 2026');
    const locked = within(section('Badges'))
      .getAllByRole('listitem')
      .find((badge) => badge.textContent?.startsWith('Algebra Foundations'))!;
    expect(locked).toHaveAttribute('data-earned', 'false');
    expect(locked).toHaveTextContent(/Complete the Algebra Foundations path/);

    const skills = section('Verified skills');
    const skill = within(skills).getByRole('heading', { name: 'Intro to Python Programming' }).closest('li')!;
    expect(skill).toHaveTextContent('Learning path completed · Verified Mar 3, 2026');
    expect(
      within(skills).queryByRole('list', { name: 'Reviews that verified Intro to Python Programming' }),
    ).toBeNull();
  });

  it('lists verified skills with the reviews that verified them', async () => {
    servePortfolio(full);
    renderPage('/portfolio');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const skills = section('Verified skills');
    expect(within(skills).getByRole('heading', { name: 'Algorithms' })).toBeInTheDocument();
    const reviews = within(skills).getByRole('list', { name: 'Reviews that verified Algorithms' });
    const rows = within(reviews).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('“Binary search” · Grace');
    expect(within(rows[0]!).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('“Heaps” · A peer');
  });

  it('explains verified skills when there are none yet', async () => {
    renderPage('/portfolio');
    const skills = await screen.findByRole('region', { name: 'Verified skills' });
    expect(skills).toHaveTextContent('No verified skills yet.');
    expect(skills).toHaveTextContent('at least 2 different peers');
  });

  it('lists completed challenges newest first and counts challenges and teach-backs', async () => {
    servePortfolio(full);
    renderPage('/portfolio');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const challenges = section('Completed challenges');
    expect(challenges).toHaveTextContent('Total: 14');
    expect(
      within(challenges)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Newest challenge', 'Older challenge']);
    const teachbacks = section('Completed teach-backs');
    expect(teachbacks).toHaveTextContent('Total: 3');
    expect(within(teachbacks).getByText('Graphs')).toBeInTheDocument();
  });

  it('says Couldn’t load your profile. when it fails, and retries', async () => {
    server.use(http.get('/api/portfolio', () => apiError(500, 'internal')));
    const { user } = renderPage('/portfolio');
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load your profile.');
    servePortfolio(full);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('refreshes live when XP is awarded', async () => {
    const live = liveEvents();
    servePortfolio(full);
    renderPage('/portfolio');
    await screen.findByText('240 / 500 XP');
    await waitFor(() => expect(live.opened()).toBe(1));
    servePortfolio({ ...full, profile: { ...full.profile, xp: 1_255 } });
    live.push('profile', ['u1']);
    expect(await screen.findByText('255 / 500 XP')).toBeInTheDocument();
  });
});

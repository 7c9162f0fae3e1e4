import { screen, within } from '@testing-library/react';
import type { ActivityEntry, Challenge, FeedbackRequest, Profile, Teachback } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  buildActivity,
  buildChallenge,
  buildFeedback,
  buildProfile,
  buildTeachback,
} from '../../../test/learning-fixtures';
import { buildCircleEntry, buildCircleLeaderboard } from '../../../test/circle-fixtures';
import {
  ada,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
} from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

/** The dashboard's five reads answer with these; what is left out answers as the shared handlers do. */
function serveDashboard(data: {
  profile?: Profile;
  challenges?: Challenge[];
  teachbacks?: Teachback[];
  feedback?: FeedbackRequest[];
  activity?: ActivityEntry[];
}) {
  const answers = Object.entries(data).map(([name, value]) =>
    // The activity list is a page: it says whether more follow.
    http.get(`/api/${name}`, () =>
      HttpResponse.json({ [name]: value, ...(name === 'activity' ? { nextCursor: null } : {}) }),
    ),
  );
  // The stat cards' totals, as the server counts them (not completed).
  if (data.challenges) {
    const active = data.challenges.filter((item) => item.status !== 'completed').length;
    answers.push(http.get('/api/challenges/count', () => HttpResponse.json({ count: active })));
  }
  if (data.teachbacks) {
    const open = data.teachbacks.filter((item) => item.status !== 'completed').length;
    answers.push(http.get('/api/teachbacks/count', () => HttpResponse.json({ count: open })));
  }
  server.use(...answers);
}

/** A stat card's value as read after its label. */
function stat(label: string): string {
  const card = screen.getByText(label, { selector: 'p' }).closest('li');
  return card?.textContent?.replace(label, '') ?? '';
}

function panel(name: string) {
  return screen.getByRole('region', { name });
}

/** The greeting, then the parts under it (laid out once the getting-started checklist is known). */
async function findDashboard() {
  await findPageTitle(/^Hey Ada/);
  await screen.findByRole('list', { name: 'Your stats' });
}

describe('Dashboard greeting', () => {
  it('greets the user by the first word of their name', async () => {
    renderPage('/dashboard', { user: { ...ada, displayName: 'Ada Lovelace' } });
    expect(await findPageTitle('Hey Ada, let’s keep your momentum going')).toBeInTheDocument();
  });

  // The spec's fallbacks (the e-mail prefix, then 'Friend') stay in first-name.ts, tested there; a user
  // without a name chooses one before any page, the dashboard included.
  it.each([
    { ...ada, displayName: null, email: 'grace.hopper@example.com' },
    { ...ada, displayName: '  ', email: '' },
  ])('asks %j for a name before greeting', async (user) => {
    renderPage('/dashboard', { user });
    expect(await findPageTitle('Choose your name')).toBeInTheDocument();
  });

  it('offers the quick buttons', async () => {
    renderPage('/dashboard');
    await findPageTitle(/^Hey Ada/);
    expect(screen.getByRole('link', { name: 'Create challenge' })).toHaveAttribute(
      'href',
      '/challenges/create',
    );
    expect(screen.getByRole('link', { name: 'My challenges' })).toHaveAttribute('href', '/challenges');
    expect(screen.getByRole('link', { name: 'Find a circle' })).toHaveAttribute('href', '/circles');
  });
});

describe('Dashboard data', () => {
  it('shows a skeleton while loading, then the empty texts', async () => {
    const profile = holdResponses();
    server.use(http.get('/api/profile', profile.handler));
    renderPage('/dashboard');
    await findDashboard();
    expect(stat('XP')).toBe('Loading');
    expect(await screen.findByText('No active challenges yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing due right now. Nice!')).toBeInTheDocument();
    expect(screen.getByText('No feedback requests pending.')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    // Each empty panel says what fills it; creating a challenge has one path, the quick button.
    expect(
      within(panel('Active challenges')).getByText('Challenges you create show here until they’re complete.'),
    ).toBeInTheDocument();
    expect(within(panel('Teach-backs due')).getByRole('link', { name: 'Find one to teach' })).toHaveAttribute(
      'href',
      '/challenges?view=open',
    );
    expect(
      within(panel('Feedback to give')).getByText(
        'When a peer teaches one of your challenges back, it waits here for your review.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /create (a )?challenge/i })).toHaveLength(1);
    expect(
      await screen.findByText('No one in your circles has earned XP this week yet.'),
    ).toBeInTheDocument();
    profile.release(json({ profile: buildProfile() }));
    expect(await screen.findByText('No badges yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts active challenges and open teach-backs, and shows XP, streak and level', async () => {
    const challenges = Array.from({ length: 7 }, (_, i) =>
      buildChallenge({ id: `c${i}`, title: `Challenge ${i}` }),
    );
    serveDashboard({
      profile: buildProfile({ xp: 1234, streak: 4, badges: ['first_teachback'] }),
      challenges,
      teachbacks: [buildTeachback({ id: 't1' }), buildTeachback({ id: 't2', status: 'in_progress' })],
    });
    const sent = recordRequests();
    renderPage('/dashboard');
    expect(await screen.findByText('Challenge 0')).toBeInTheDocument();
    expect(stat('Active challenges')).toBe('7');
    expect(stat('Teach-backs due')).toBe('2');
    // The header's XP bar says the level too; this is the dashboard's own.
    expect(await within(screen.getByRole('main')).findByText('Level 3')).toBeInTheDocument();
    expect(stat('XP')).toBe('1,234');
    expect(stat('Streak')).toBe('4days');
    expect(screen.getByText('234 / 500 XP')).toBeInTheDocument();
    expect(screen.getByText('First Teach-back')).toBeInTheDocument();
    expect(within(panel('Active challenges')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel('Active challenges')).getByRole('link', { name: /view all/i })).toHaveAttribute(
      'href',
      '/challenges',
    );
    // Only what is shown: the first five of each list, and the totals counted by the server.
    expect(sent.to('GET', '/api/challenges')[0]?.search).toBe('?active=true&limit=5');
    expect(sent.to('GET', '/api/teachbacks')[0]?.search).toBe('?active=true&limit=5');
    expect(sent.to('GET', '/api/challenges/count')[0]?.search).toBe('?active=true');
    expect(sent.to('GET', '/api/teachbacks/count')[0]?.search).toBe('?active=true');
    expect(sent.to('GET', '/api/activity')[0]?.search).toBe('?limit=10');
    expect(sent.to('GET', '/api/feedback')[0]?.search).toBe('?limit=5&pending=true');
    // Each read once, however many parts show it: the profile feeds the stat cards, the portfolio and the board.
    const reads = [
      'profile',
      'challenges',
      'teachbacks',
      'challenges/count',
      'teachbacks/count',
      'activity',
      'feedback',
      'onboarding',
    ];
    for (const read of reads) expect(sent.to('GET', `/api/${read}`), read).toHaveLength(1);
  });

  it('lists pending feedback requests with a link to give feedback, and recent activity', async () => {
    serveDashboard({
      // The server's answer to ?pending=true (checked above): requests still waiting for a review.
      feedback: [buildFeedback({ id: 'f1', title: 'Binary search', points: 10 })],
      activity: [buildActivity({ text: 'Started "Explain recursion"' })],
    });
    renderPage('/dashboard');
    await findDashboard();
    const feedback = panel('Feedback to give');
    expect(await within(feedback).findByText('Binary search')).toBeInTheDocument();
    // The spec's 'Give feedback (+points)' with the request's points in place of the word.
    expect(within(feedback).getByRole('link', { name: 'Give feedback (+10 XP)' })).toHaveAttribute(
      'href',
      '/feedback/f1',
    );
    expect(within(feedback).queryByText(/points/)).not.toBeInTheDocument();
    const recent = within(panel('Recent activity'));
    expect(recent.getByRole('link', { name: 'Started "Explain recursion"' })).toHaveAttribute(
      'href',
      '/challenges/c1/work',
    );
    expect(recent.getByText('5 minutes ago')).toBeInTheDocument();
    expect(recent.getByRole('listitem')).toHaveTextContent('Challenge · 5 minutes ago');
  });
});

describe('Dashboard on day one', () => {
  const NOTHING_DONE = { createdChallenge: false, taughtBack: false, reviewed: false };

  it('says nothing untrue, offers creating a challenge twice at most, and keeps freezes for later', async () => {
    server.use(http.get('/api/onboarding', () => HttpResponse.json({ onboarding: NOTHING_DONE })));
    renderPage('/dashboard');
    await findDashboard();
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
    expect(
      screen.getByText('Your challenges in progress, teach-backs due and feedback to give, in one place.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/needs you today/)).not.toBeInTheDocument();
    expect(await screen.findByText('No active challenges yet.')).toBeInTheDocument();
    expect(await within(panel('Skill portfolio')).findByText('No badges yet')).toBeInTheDocument();
    // The quick button and the checklist's first step; the empty panels explain instead.
    expect(
      screen.getAllByRole('link', { name: /create (a )?challenge/i }).map((link) => link.textContent),
    ).toEqual(['Create challenge', 'Create a challenge']);
    expect(screen.queryByText(/Streak freezes held/)).not.toBeInTheDocument();
  });

  it('lays the parts out only once the checklist is known, so it does not push them down', async () => {
    const onboarding = holdResponses();
    server.use(http.get('/api/onboarding', onboarding.handler));
    renderPage('/dashboard');
    await onboarding.received;
    // The greeting takes the name, and the parts appear, in one step.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hey there, let’s keep your momentum going',
    );
    expect(screen.queryByRole('list', { name: 'Your stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active challenges' })).not.toBeInTheDocument();
    onboarding.release(json({ onboarding: NOTHING_DONE }));
    await findPageTitle(/^Hey Ada/);
    const checklist = screen.getByRole('region', { name: 'Get started' });
    const stats = screen.getByRole('list', { name: 'Your stats' });
    // The checklist stands above the stat cards from their first frame.
    expect(checklist.compareDocumentPosition(stats) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lays the parts out without the checklist when it cannot be read', async () => {
    server.use(
      http.get('/api/onboarding', () => HttpResponse.json({ error: { code: 'internal' } }, { status: 500 })),
    );
    renderPage('/dashboard');
    await findDashboard();
    expect(await screen.findByRole('list', { name: 'Your stats' })).toBeInTheDocument();
    expect(await screen.findByText('No active challenges yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('does not wait for a slow checklist for ever', async () => {
    const onboarding = holdResponses();
    server.use(http.get('/api/onboarding', onboarding.handler));
    renderPage('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Hey Ada/ }, { timeout: 5000 });
    expect(screen.getByRole('list', { name: 'Your stats' })).toBeInTheDocument();
    onboarding.release(json({ onboarding: NOTHING_DONE }));
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
  });
});

describe('Dashboard XP panels', () => {
  it('shows the skill portfolio: level ring, progress, badges by name, freezes and the rules link', async () => {
    serveDashboard({
      profile: buildProfile({ xp: 740, streak: 9, streakFreezes: 1, badges: ['first_challenge', 'on_fire'] }),
    });
    renderPage('/dashboard');
    await findDashboard();
    const portfolio = panel('Skill portfolio');
    expect(await within(portfolio).findByText('Level 2')).toBeInTheDocument();
    expect(within(portfolio).getByText('240 / 500 XP')).toBeInTheDocument();
    expect(within(portfolio).getByText('Level 2').closest('[data-percent]')).toHaveAttribute(
      'data-percent',
      '48',
    );
    expect(
      within(portfolio)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First Challenge', 'On Fire']);
    expect(within(portfolio).getByText('Streak freezes held: 1 of 2')).toBeInTheDocument();
    expect(
      within(portfolio).getByText('A day you miss uses one, so your streak survives it.'),
    ).toBeInTheDocument();
    expect(within(portfolio).getByRole('link', { name: 'How XP works' })).toHaveAttribute(
      'href',
      '/how-xp-works',
    );
    expect(within(portfolio).getByRole('link', { name: /^view/i })).toHaveAttribute('href', '/portfolio');
    expect(stat('XP')).toBe('740');
    expect(stat('Streak')).toBe('9days');
  });

  it('shows freezes once there is a streak to keep, with how one is earned', async () => {
    serveDashboard({ profile: buildProfile({ xp: 40, streak: 3, streakFreezes: 0 }) });
    renderPage('/dashboard');
    await findDashboard();
    const portfolio = panel('Skill portfolio');
    expect(await within(portfolio).findByText('Streak freezes held: 0 of 2')).toBeInTheDocument();
    expect(
      within(portfolio).getByText(
        'Every 7 days of streak earn one: a day you miss then uses it, so your streak survives.',
      ),
    ).toBeInTheDocument();
  });

  it('ranks my circles’ top 5 by XP this week with my row marked You, and asks for five', async () => {
    server.use(
      http.get('/api/circles/leaderboard', () =>
        HttpResponse.json(
          buildCircleLeaderboard([
            buildCircleEntry({ rank: 1, userId: 'u2', name: 'Grace', xp: 120, you: false }),
            buildCircleEntry({ rank: 2, userId: 'u1', name: 'Ada', xp: 45, you: true }),
            buildCircleEntry({ rank: 3, userId: 'u3', name: 'a1b2c3', xp: 10, you: false }),
          ]),
        ),
      ),
    );
    const sent = recordRequests();
    renderPage('/dashboard');
    await findDashboard();
    const board = panel('This week’s circle leaderboard');
    await within(board).findByText('Grace');
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Rank 1Grace120 XP',
      'Rank 2AdaYou45 XP',
      'Rank 3a1b2c310 XP',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(within(board).getByRole('link', { name: /view all/i })).toHaveAttribute('href', '/leaderboard');
    expect(within(board).queryByText(/ranks everyone/)).not.toBeInTheDocument();
    expect(sent.to('GET', '/api/circles/leaderboard')[0]?.search).toBe('?limit=5');
    expect(sent.to('GET', '/api/leaderboard')).toEqual([]);
  });

  it('ranks everyone, and offers to find a circle, while I am in no circle', async () => {
    server.use(
      http.get('/api/circles/leaderboard', () =>
        HttpResponse.json(buildCircleLeaderboard([buildCircleEntry({ name: 'Grace' })], 'everyone')),
      ),
    );
    renderPage('/dashboard');
    await findDashboard();
    const board = panel('This week’s circle leaderboard');
    expect(await within(board).findByText('Grace')).toBeInTheDocument();
    expect(
      within(board).getByText(/You’re not in a circle yet, so this ranks everyone\./),
    ).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'Find a circle' })).toHaveAttribute('href', '/circles');
  });

  it('says so when no one in my circles earned XP this week', async () => {
    renderPage('/dashboard');
    await findDashboard();
    const board = panel('This week’s circle leaderboard');
    expect(
      await within(board).findByText('No one in your circles has earned XP this week yet.'),
    ).toBeInTheDocument();
  });
});

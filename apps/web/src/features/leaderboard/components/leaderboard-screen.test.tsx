import type { LeaderboardEntry, LeaderboardResponse } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

type Person = { userId: string; name: string; xp: number; streak: number };

/** A different crowd per period, so a tab that only changed its label would show the wrong names. */
const CROWDS: Record<string, Person[]> = {
  week: [
    { userId: 'w1', name: 'Grace', xp: 120, streak: 2 },
    { userId: 'u1', name: 'Ada', xp: 80, streak: 6 },
    { userId: 'w3', name: 'Linus', xp: 80, streak: 1 },
    { userId: 'w4', name: 'Barbara', xp: 40, streak: 0 },
  ],
  month: [
    { userId: 'm1', name: 'Edsger', xp: 900, streak: 3 },
    { userId: 'u1', name: 'Ada', xp: 300, streak: 6 },
  ],
  all: Array.from({ length: 60 }, (_, index) => ({
    userId: index === 57 ? 'u1' : `a${index}`,
    name: index === 57 ? 'Ada' : `Learner ${index + 1}`,
    xp: 5000 - index * 10,
    streak: index % 5,
  })),
};

/** Serves the boards the way the API does: rank by the sorted value, search, page, and the viewer's own row. */
function serveBoards(viewerId: string | null = ada.id) {
  server.use(
    http.get('/api/leaderboard', ({ request }) => {
      const url = new URL(request.url);
      const period = (url.searchParams.get('period') ?? 'week') as LeaderboardResponse['period'];
      const sort = url.searchParams.get('sort') === 'streak' ? 'streak' : 'xp';
      const asc = url.searchParams.get('dir') === 'asc';
      const q = url.searchParams.get('q') ?? '';
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const crowd = CROWDS[period]!;
      const ranked: LeaderboardEntry[] = crowd.map((person) => ({
        ...person,
        photoUrl: null,
        rank: 1 + crowd.filter((other) => other[sort] > person[sort]).length,
        you: person.userId === viewerId,
      }));
      ranked.sort((a, b) => (asc ? a.rank - b.rank : b.rank - a.rank) * -1 || (a.userId < b.userId ? -1 : 1));
      const found = ranked.filter((entry) =>
        /^\d+$/.test(q) ? entry.xp === Number(q) : entry.name.toLowerCase().includes(q.toLowerCase()),
      );
      const body: LeaderboardResponse = {
        period,
        since: period === 'all' ? null : 0,
        total: found.length,
        entries: found.slice(offset, offset + limit),
        me: ranked.find((entry) => entry.you) ?? null,
      };
      return HttpResponse.json(body);
    }),
  );
}

/** What a cell says, without its decorations (aria-hidden initials and icons). */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/** The rank column of the board's main rows, as a screen reader reads it. */
const rowRanks = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => spokenText(within(row).getAllByRole('cell')[0]!));

/** The learner column of the board's main rows, top to bottom. */
const rowNames = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => spokenText(within(row).getAllByRole('cell')[1]!));

async function openBoard(path = '/leaderboard', user: typeof ada | null = ada) {
  const view = renderPage(path, { user });
  expect(await findPageTitle('Leaderboard')).toBeInTheDocument();
  await screen.findByRole('table');
  return view;
}

// Whole-app renders with 50-row tables: slow on a busy two-core machine, so a longer limit than the default.
describe('/leaderboard', { timeout: 15_000 }, () => {
  it('shows this week’s board with medals for the top 3 and my row marked You and highlighted', async () => {
    serveBoards();
    await openBoard();
    expect(screen.getByRole('tab', { name: 'This week', selected: true })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Grace', 'AdaYou', 'Linus', 'Barbara']);
    const mine = screen.getByRole('row', { current: true });
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(mine).toHaveClass('bg-primary-soft');
    expect(within(mine).getByText('Rank 2, silver')).toBeInTheDocument();
    expect(within(mine).getByText('80 XP')).toBeInTheDocument();
    expect(spokenText(within(mine).getAllByRole('cell')[3]!)).toBe('6 days');
    expect(rowRanks()).toEqual(['Rank 1, gold', 'Rank 2, silver', 'Rank 2, silver', 'Rank 4']);
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();
    // Said for students: how to climb, and when the week starts over on the reader's own clock.
    expect(
      screen.getByText(
        /^Earn XP by teaching back and reviewing, and climb the board\. A new week starts every Monday \((Sunday|Monday|Tuesday) at \d\d:\d\d your time\) and a new month on the 1st\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/UTC/)).not.toBeInTheDocument();
  });

  it('changes the data, the request and the address with the period tabs; Back returns', async () => {
    serveBoards();
    const sent = recordRequests();
    const { user, router } = await openBoard();
    await user.click(screen.getByRole('tab', { name: 'This month' }));
    await waitFor(() => expect(rowNames()).toEqual(['Edsger', 'AdaYou']));
    expect(sent.to('GET', '/api/leaderboard').at(-1)!.search).toContain('period=month');
    expect(router.location.search).toBe('?period=month');

    await user.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findByText('Learner 1')).toBeInTheDocument();
    expect(sent.to('GET', '/api/leaderboard').at(-1)!.search).toContain('period=all');

    await router.navigate(-1);
    expect(router.location.search).toBe('?period=month');
    expect(await screen.findByText('Edsger')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Edsger', 'AdaYou']);
    expect(screen.getByRole('tab', { name: 'This month', selected: true })).toBeInTheDocument();
  });

  it('sorts by XP or streak; clicking the active sort flips its direction', async () => {
    serveBoards();
    const sent = recordRequests();
    const { user } = await openBoard();
    const xpHeader = screen.getByRole('columnheader', { name: /XP/ });
    expect(xpHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Streak' }));
    await waitFor(() => expect(rowNames()).toEqual(['AdaYou', 'Grace', 'Linus', 'Barbara']));
    expect(screen.getByRole('columnheader', { name: /Streak/ })).toHaveAttribute('aria-sort', 'descending');
    expect(sent.to('GET', '/api/leaderboard').at(-1)!.search).toContain('sort=streak');

    await user.click(screen.getByRole('button', { name: 'Streak' }));
    await waitFor(() => expect(rowNames()).toEqual(['Barbara', 'Linus', 'Grace', 'AdaYou']));
    expect(screen.getByRole('columnheader', { name: /Streak/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(sent.to('GET', '/api/leaderboard').at(-1)!.search).toContain('dir=asc');
  });

  it('searches by name or XP from a labelled field, keeping ranks', async () => {
    serveBoards();
    const { user, router } = await openBoard();
    await user.type(screen.getByLabelText('Search by name or XP'), 'lin');
    await waitFor(() => expect(rowNames()).toEqual(['Linus']));
    expect(rowRanks()).toEqual(['Rank 2, silver']);
    expect(router.location.search).toBe('?q=lin');

    await user.clear(screen.getByLabelText('Search by name or XP'));
    await user.type(screen.getByLabelText('Search by name or XP'), '40');
    await waitFor(() => expect(rowNames()).toEqual(['Barbara']));
  });

  it('pages beyond the top 50 and pins my own row underneath when it is on another page', async () => {
    serveBoards();
    const { user } = await openBoard('/leaderboard?period=all');
    expect(screen.getByText('Showing 1–50 of 60')).toBeInTheDocument();
    const pinned = screen.getByRole('rowgroup', { name: 'Your rank' });
    expect(spokenText(within(pinned).getByRole('row', { current: true }))).toBe(
      'Rank 58AdaYou4,430 XP2 days',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('rowgroup', { name: 'Your rank' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row', { current: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pins my row with ‘Only you can see this.’ when I am hidden from leaderboards', async () => {
    const me: LeaderboardEntry = {
      rank: 3,
      userId: ada.id,
      name: 'Ada',
      photoUrl: null,
      xp: 40,
      streak: 0,
      you: true,
    };
    const other: LeaderboardEntry = { ...me, rank: 1, userId: 'u9', name: 'Grace', xp: 90, you: false };
    server.use(
      http.get('/api/leaderboard', () =>
        HttpResponse.json({ period: 'week', since: 0, total: 1, entries: [other], me, meHidden: true }),
      ),
    );
    await openBoard('/leaderboard');
    const pinned = screen.getByRole('rowgroup', { name: 'Your rank' });
    expect(within(pinned).getByRole('row', { current: true })).toHaveTextContent('Only you can see this.');
    expect(rowNames()).toEqual(['Grace']);
  });

  it('is open to signed-out visitors, without a You row', async () => {
    serveBoards(null);
    await openBoard('/leaderboard', null);
    expect(rowNames()).toEqual(['Grace', 'Ada', 'Linus', 'Barbara']);
    expect(screen.queryByText('You')).not.toBeInTheDocument();
  });

  it('says when no one has XP in the period', async () => {
    renderPage('/leaderboard?period=month');
    expect(await screen.findByText('No one has earned XP this month yet.')).toBeInTheDocument();
  });

  it('says Couldn’t load leaderboard. and tries again', async () => {
    server.use(http.get('/api/leaderboard', () => apiError(500, 'internal')));
    const { user } = renderPage('/leaderboard');
    expect(await screen.findByText('Couldn’t load leaderboard.')).toBeInTheDocument();
    serveBoards();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { DAY_MS, type Challenge } from '@teachloop/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildChallenge, dueIn } from '../../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findFocusedPageTitle, findPageTitle, renderPage } from '../../../test/render-page';

function serveChallenges(list: Challenge[]) {
  server.use(http.get('/api/challenges', () => HttpResponse.json({ challenges: list })));
}

const challenges = [
  buildChallenge({
    id: 'c3',
    title: 'Photosynthesis',
    topic: 'Biology',
    status: 'in_progress',
    dueTs: dueIn(5),
  }),
  buildChallenge({ id: 'c1', title: 'Explain recursion', status: 'accepted', dueTs: dueIn(1) }),
  buildChallenge({ id: 'c2', title: 'Newton’s laws', topic: 'Physics', level: 'Advanced', dueTs: dueIn(-2) }),
  buildChallenge({ id: 'c4', title: 'Sorting', tags: ['algorithms'], author: 'Grace', dueTs: dueIn(9) }),
];

async function openList() {
  serveChallenges(challenges);
  const sent = recordRequests();
  const view = renderPage('/challenges');
  await findPageTitle('My challenges');
  await screen.findByText('Explain recursion');
  return { ...view, sent };
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Challenges list', () => {
  it('lists the user’s challenges soonest due first, with days left never below 0', async () => {
    await openList();
    expect(titles()).toEqual(['Newton’s laws', 'Explain recursion', 'Photosynthesis', 'Sorting']);
    const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
    expect(within(card('Newton’s laws')).getByText('Due today')).toBeInTheDocument();
    expect(within(card('Explain recursion')).getByText('1 day left')).toBeInTheDocument();
    expect(within(card('Photosynthesis')).getByText('5 days left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Join a circle' })).toHaveAttribute('href', '/circles');
    expect(screen.getByRole('link', { name: 'Create challenge' })).toHaveAttribute(
      'href',
      '/challenges/create',
    );
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
  });

  it('offers Start only for an accepted challenge, Continue for the others', async () => {
    await openList();
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toHaveAccessibleDescription('Explain recursion');
    const continues = screen.getAllByRole('link', { name: 'Continue' });
    expect(continues.map((link) => link.getAttribute('href'))).toEqual([
      '/challenges/c2/work',
      '/challenges/c3/work',
      '/challenges/c4/work',
    ]);
  });

  it.each([
    ['physics', ['Newton’s laws']],
    ['ADVANCED', ['Newton’s laws']],
    ['in progress', ['Photosynthesis']],
    ['accepted', ['Explain recursion']],
    ['grace', ['Sorting']],
    ['algorithms', ['Sorting']],
    ['recursion', ['Explain recursion']],
  ])('searches %j over title, topic, level, status, author and tags', async (query, expected) => {
    const { user } = await openList();
    await user.type(screen.getByLabelText('Search challenges'), query);
    await vi.waitFor(() => expect(titles()).toEqual(expected));
    expect(screen.getByRole('status')).toHaveTextContent(`1 of 4 challenges`);
  });

  it('says when nothing matches', async () => {
    const { user } = await openList();
    await user.type(screen.getByLabelText('Search challenges'), 'chemistry');
    expect(await screen.findByText('No challenges match “chemistry”.')).toBeInTheDocument();
  });

  it('starts an accepted challenge, then opens its work page', async () => {
    const accepted = challenges[1]!;
    server.use(
      http.post('/api/challenges/c1/start', () =>
        HttpResponse.json({ challenge: { ...accepted, status: 'in_progress' } }),
      ),
    );
    const { router, user, sent } = await openList();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await findFocusedPageTitle('Explain recursion')).toHaveFocus();
    expect(router.location.pathname).toBe('/challenges/c1/work');
    expect(sent.to('POST', '/api/challenges/c1/start')).toHaveLength(1);
  });

  it('says so when starting fails', async () => {
    server.use(http.post('/api/challenges/c1/start', () => apiError(500, 'internal')));
    const { router, user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t update the challenge.');
    expect(router.location.pathname).toBe('/challenges');
  });

  it('counts days left from when a live item arrived, not from a clock up to a minute old', async () => {
    const opened = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(opened);
    onTestFinished(() => clock.mockRestore());
    serveChallenges([]);
    const { client } = renderPage('/challenges');
    await screen.findByText('You have no challenges. Create one to get started.');

    // Thirty seconds later (the page's clock ticks once a minute), challenges created just now arrive live.
    const arrived = opened + 30_000;
    clock.mockReturnValue(arrived);
    serveChallenges([
      buildChallenge({ id: 'c1', title: 'Due tomorrow', dueTs: arrived + DAY_MS }),
      buildChallenge({ id: 'c2', title: 'Due in a month', dueTs: arrived + 30 * DAY_MS }),
    ]);
    await client.invalidateQueries({ queryKey: ['challenges'] });
    const card = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('li')!;
    expect(within(await card('Due tomorrow')).getByText('1 day left')).toBeInTheDocument();
    expect(within(await card('Due in a month')).getByText('30 days left')).toBeInTheDocument();
  });

  it('offers View, not Continue, for a completed challenge', async () => {
    serveChallenges([buildChallenge({ id: 'c5', title: 'Done already', status: 'completed' })]);
    renderPage('/challenges');
    const view = await screen.findByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', '/challenges/c5/work');
    expect(view).toHaveAccessibleDescription('Done already');
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('Challenges list: where each loop stands', () => {
  it('says the stage in the owner page’s words instead of ‘Open’, and Completed once closed', async () => {
    serveChallenges([
      buildChallenge({ id: 'w', title: 'Waiting one', status: 'open', teaching: null, dueTs: dueIn(1) }),
      buildChallenge({
        id: 'p',
        title: 'Held one',
        status: 'open',
        teaching: { status: 'pending', name: 'Lin', reviewed: false },
        dueTs: dueIn(2),
      }),
      buildChallenge({
        id: 'r',
        title: 'Taught one',
        status: 'in_progress',
        teaching: { status: 'completed', name: 'Lin', reviewed: false },
        dueTs: dueIn(3),
      }),
      buildChallenge({
        id: 'd',
        title: 'Closed one',
        status: 'completed',
        teaching: { status: 'completed', name: 'Lin', reviewed: true },
        dueTs: dueIn(4),
      }),
    ]);
    renderPage('/challenges');
    await screen.findByText('Held one');
    const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
    expect(within(card('Waiting one')).getByText('Waiting for a teacher')).toBeVisible();
    expect(within(card('Held one')).getByText('Lin is writing')).toBeVisible();
    expect(within(card('Held one')).queryByText('Open')).not.toBeInTheDocument();
    expect(within(card('Taught one')).getByText('Ready for your review')).toBeVisible();
    expect(within(card('Closed one')).getByText('Completed')).toBeVisible();
  });
});

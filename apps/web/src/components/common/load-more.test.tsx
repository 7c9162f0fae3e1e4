import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildChallenge,
  buildCounts,
  buildFeedback,
  buildLearnerReview,
  buildTeachback,
  dueIn,
} from '../../test/learning-fixtures';
import { liveEvents } from '../../test/live-events';
import { http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { renderPage } from '../../test/render-page';

/**
 * Serves `path` in two pages, as the server pages a list: the first without a cursor (saying `nextCursor:
 * 'p2'`), the second for `?cursor=p2` (the last). `field` holds the items, as each list names it.
 */
function servePages(path: string, field: string, first: unknown[], second: unknown[]) {
  server.use(
    http.get(path, ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      return HttpResponse.json(
        cursor === 'p2' ? { [field]: second, nextCursor: null } : { [field]: first, nextCursor: 'p2' },
      );
    }),
  );
}

const loadMore = () => screen.findByRole('button', { name: 'Load more' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My challenges, page by page', () => {
  const first = [
    buildChallenge({ id: 'c1', title: 'Explain recursion', dueTs: dueIn(1) }),
    buildChallenge({ id: 'c2', title: 'Newton’s laws', dueTs: dueIn(2) }),
  ];
  const second = [buildChallenge({ id: 'c3', title: 'Sorting', dueTs: dueIn(3) })];

  it('says more are held, and appends the next page on Load more', async () => {
    servePages('/api/challenges', 'challenges', first, second);
    const sent = recordRequests();
    const { user } = renderPage('/challenges');
    await screen.findByText('Explain recursion');
    expect(screen.getByRole('status')).toHaveTextContent('2+ challenges');
    await user.click(await loadMore());
    expect(await screen.findByText('Sorting')).toBeInTheDocument();
    expect(screen.getByText('Explain recursion')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 challenges');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sent.to('GET', '/api/challenges').map((request) => request.search)).toContain('?cursor=p2');
  });

  it('says a search sees only the loaded challenges until the rest are loaded', async () => {
    servePages('/api/challenges', 'challenges', first, second);
    const { user } = renderPage('/challenges');
    await screen.findByText('Explain recursion');
    await user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'Sorting');
    expect(await screen.findByText('No challenges match “Sorting”.')).toBeInTheDocument();
    expect(
      screen.getByText('Showing matches among the first 2 loaded — Load more to search further.'),
    ).toBeInTheDocument();
    await user.click(await loadMore());
    expect(await screen.findByRole('heading', { name: 'Sorting' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing matches among the first/)).not.toBeInTheDocument();
  });

  it('refreshes the loaded pages on a live update, keeping the page loaded after the first', async () => {
    const live = liveEvents();
    servePages('/api/challenges', 'challenges', first, second);
    const { user } = renderPage('/challenges');
    await user.click(await loadMore());
    await screen.findByText('Sorting');
    await waitFor(() => expect(live.opened()).toBe(1));
    servePages(
      '/api/challenges',
      'challenges',
      [{ ...first[0]!, title: 'Recursion, renamed' }, first[1]],
      second,
    );
    live.push('challenges', ['c1']);
    expect(await screen.findByText('Recursion, renamed')).toBeInTheDocument();
    expect(screen.getByText('Sorting')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 challenges');
  });
});

describe('My teach-backs, page by page', () => {
  it('counts each group as more while more are held, and appends the next page on Load more', async () => {
    servePages(
      '/api/teachbacks',
      'teachbacks',
      [buildTeachback({ id: 't1', prompt: 'Teach back: Queues', dueTs: dueIn(1) })],
      [buildTeachback({ id: 't2', prompt: 'Teach back: Stacks', dueTs: dueIn(4) })],
    );
    const { user } = renderPage('/teachbacks');
    const todo = await screen.findByRole('region', { name: 'To do' });
    expect(within(todo).getByRole('heading', { level: 2 })).toHaveTextContent('To do (1+)');
    await user.click(await loadMore());
    await waitFor(() =>
      expect(within(todo).getByRole('heading', { level: 2 })).toHaveTextContent('To do (2)'),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('Feedback tabs, page by page', () => {
  const cases = [
    [
      '/feedback',
      '/api/feedback',
      'feedback',
      buildFeedback({ id: 'f1', title: 'Binary search' }),
      buildFeedback({ id: 'f2', title: 'Hash maps' }),
    ],
    [
      '/feedback?tab=received',
      '/api/feedback/received',
      'reviews',
      buildLearnerReview({ id: 'r1', title: 'Binary search', status: 'completed' }),
      buildLearnerReview({ id: 'r2', title: 'Hash maps', status: 'completed' }),
    ],
    [
      '/feedback?tab=requests',
      '/api/feedback/requests',
      'reviews',
      buildLearnerReview({ id: 'r1', title: 'Binary search' }),
      buildLearnerReview({ id: 'r2', title: 'Hash maps' }),
    ],
  ] as const;

  it.each(cases)('%s appends the next page on Load more', async (page, path, field, older, newer) => {
    server.use(http.get('/api/feedback/counts', () => HttpResponse.json({ counts: buildCounts() })));
    servePages(path, field, [older], [newer]);
    const { user } = renderPage(page);
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Binary search');
    expect(within(panel).getByRole('status')).toHaveTextContent('1+ items');
    await user.click(await loadMore());
    expect(await within(panel).findByText('Hash maps')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('2 items');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

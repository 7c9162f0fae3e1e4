import { ACTIVITY_MESSAGES, type ActivityEntry } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

const DAY = 24 * 60 * 60 * 1000;

function serve(activity: ActivityEntry[], nextCursor: string | null = null) {
  server.use(http.get('/api/activity', () => HttpResponse.json({ activity, nextCursor })));
}

/** The timeline's own items (the header and footer have lists too). */
const entries = () => within(screen.getByRole('list', { name: 'Entries' })).getAllByRole('listitem');

const searches = (sent: ReturnType<typeof recordRequests>) =>
  sent.to('GET', '/api/activity').map((request) => request.search);

describe('Activity timeline', () => {
  it('lists the entries newest first, each linking to its thing with its meta line', async () => {
    serve([
      buildActivity({ id: 'a1', text: 'Created challenge “Heaps”', createdAt: Date.now() - 3 * DAY }),
      buildActivity({
        id: 'a2',
        text: 'Assigned to teach back “Tries”',
        type: 'teachback',
        link: { kind: 'teachback', id: 't 1' },
      }),
      buildActivity({
        id: 'a3',
        text: 'Gave feedback on “Tries” for Lin',
        type: 'feedback',
        link: { kind: 'review', id: 'f1' },
      }),
      buildActivity({
        id: 'a4',
        text: 'Earned the “First Challenge” badge',
        type: 'info',
        link: { kind: 'badge', id: 'first_challenge' },
      }),
      buildActivity({
        id: 'a5',
        text: 'Joined the circle “Graphs”',
        type: 'info',
        link: { kind: 'circle', id: 'k1' },
      }),
      buildActivity({ id: 'a6', text: 'An old entry', type: 'info', link: null }),
    ]);
    renderPage('/activity');
    expect(await findPageTitle('Activity')).toBeInTheDocument();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(await screen.findByRole('link', { name: 'Created challenge “Heaps”' })).toHaveAttribute(
      'href',
      '/challenges/c1/work',
    );
    expect(href('Assigned to teach back “Tries”')).toBe('/teachbacks/t%201/work');
    expect(href('Gave feedback on “Tries” for Lin')).toBe('/feedback/f1');
    expect(href('Earned the “First Challenge” badge')).toBe('/portfolio');
    expect(href('Joined the circle “Graphs”')).toBe('/circles/k1');
    expect(screen.queryByRole('link', { name: 'An old entry' })).not.toBeInTheDocument();
    expect(screen.getByText('An old entry')).toBeInTheDocument();

    const items = entries();
    expect(items[0]).toHaveTextContent('Challenge · 3 days ago');
    expect(items[1]).toHaveTextContent('Teach-back · 5 minutes ago');
    expect(items[2]).toHaveTextContent('Review · ');
    expect(items[3]).toHaveTextContent('Badge · ');
    expect(items[4]).toHaveTextContent('Circle · ');
    expect(within(items[5]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(items[5]).not.toHaveTextContent('·');
    expect(screen.queryByRole('button', { name: ACTIVITY_MESSAGES.loadMore })).not.toBeInTheDocument();
  });

  it('filters by type and searches on the server, keeping both in the address', async () => {
    serve([buildActivity()]);
    const sent = recordRequests();
    const { user, router } = renderPage('/activity');
    await screen.findByRole('link', { name: 'Created challenge “Explain recursion”' });

    await user.click(screen.getByRole('radio', { name: 'Challenge' }));
    expect(screen.getByRole('radio', { name: 'Challenge' })).toBeChecked();
    await waitFor(() => expect(router.location.search).toBe('?type=challenge'));
    serve([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search activity' }), '50%');
    await waitFor(() => expect(router.location.search).toBe('?type=challenge&q=50%25'));
    expect(await screen.findByText(ACTIVITY_MESSAGES.noMatches)).toBeInTheDocument();
    await waitFor(() =>
      expect(searches(sent)).toEqual([
        '?limit=20',
        '?limit=20&type=challenge',
        '?limit=20&type=challenge&q=50%25',
      ]),
    );
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.location.search).toBe('?q=50%25'));
  });

  it('reads the type and search from the address', async () => {
    const sent = recordRequests();
    renderPage('/activity?type=feedback&q=heaps');
    expect(await screen.findByText(ACTIVITY_MESSAGES.noMatches)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search activity' })).toHaveValue('heaps');
    expect(screen.getByRole('radio', { name: 'Review' })).toBeChecked();
    expect(searches(sent)[0]).toBe('?limit=20&type=feedback&q=heaps');
  });

  it('names its filters as the entries’ meta line names them, Badge and Circle included', async () => {
    serve([]);
    const sent = recordRequests();
    const { user, router } = renderPage('/activity');
    const group = await screen.findByRole('group', { name: 'Type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Challenge', 'Teach-back', 'Review', 'Badge', 'Circle']);
    await user.click(screen.getByRole('radio', { name: 'Badge' }));
    await waitFor(() => expect(router.location.search).toBe('?type=badge'));
    await user.click(screen.getByRole('radio', { name: 'Circle' }));
    await waitFor(() => expect(router.location.search).toBe('?type=circle'));
    await waitFor(() =>
      expect(searches(sent)).toEqual(['?limit=20', '?limit=20&type=badge', '?limit=20&type=circle']),
    );
  });

  it('loads more entries after the last one, then hides the button at the end', async () => {
    server.use(
      http.get('/api/activity', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'next'
            ? { activity: [buildActivity({ id: 'a2', text: 'Older entry', link: null })], nextCursor: null }
            : {
                activity: [buildActivity({ id: 'a1', text: 'Newer entry', link: null })],
                nextCursor: 'next',
              },
        );
      }),
    );
    const sent = recordRequests();
    const { user } = renderPage('/activity');
    expect(await screen.findByText('Newer entry')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ACTIVITY_MESSAGES.loadMore }));
    expect(await screen.findByText('Older entry')).toBeInTheDocument();
    expect(entries().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newer entry'),
      expect.stringContaining('Older entry'),
    ]);
    expect(screen.queryByRole('button', { name: ACTIVITY_MESSAGES.loadMore })).not.toBeInTheDocument();
    expect(searches(sent)).toEqual(['?limit=20', '?limit=20&cursor=next']);
  });

  it('shows Loading… on the button while the next page loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/activity', async ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor')) {
          await held;
          return HttpResponse.json({
            activity: [buildActivity({ id: 'a2', text: 'Older', link: null })],
            nextCursor: null,
          });
        }
        return HttpResponse.json({
          activity: [buildActivity({ id: 'a1', text: 'Newer', link: null })],
          nextCursor: 'next',
        });
      }),
    );
    const { user } = renderPage('/activity');
    await user.click(await screen.findByRole('button', { name: ACTIVITY_MESSAGES.loadMore }));
    expect(await screen.findByRole('button', { name: ACTIVITY_MESSAGES.loadingMore })).toBeDisabled();
    release();
    expect(await screen.findByText('Older')).toBeInTheDocument();
  });

  it('shows a loading placeholder until the first page arrives', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/activity', async () => {
        await held;
        return HttpResponse.json({
          activity: [buildActivity({ text: 'Arrived', link: null })],
          nextCursor: null,
        });
      }),
    );
    renderPage('/activity');
    expect(await screen.findByText('Loading activity…')).toBeInTheDocument();
    expect(screen.getByText('Loading activity…').closest('[role="status"]')).not.toBeNull();
    release();
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(screen.queryByText('Loading activity…')).not.toBeInTheDocument();
  });

  it('says when there is no activity yet', async () => {
    serve([]);
    renderPage('/activity');
    expect(await screen.findByText(ACTIVITY_MESSAGES.empty)).toBeInTheDocument();
  });

  it('says when the timeline could not be loaded, and retries', async () => {
    server.use(http.get('/api/activity', () => apiError(500, 'internal')));
    const { user } = renderPage('/activity');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_MESSAGES.loadFailed);
    serve([buildActivity({ text: 'Back again', link: null })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

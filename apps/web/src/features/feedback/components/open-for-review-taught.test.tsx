import { screen, waitFor, within } from '@testing-library/react';
import { DAY_MS, type OpenReview, type OpenReviewsResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildFeedbackDetail } from '../../../test/learning-fixtures';
import { http, HttpResponse, json, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

function buildOpenReview(overrides: Partial<OpenReview> = {}): OpenReview {
  return {
    id: 'o1',
    title: 'Variables and assignment',
    course: 'intro-to-python',
    item: 'variables',
    learner: 'Grace',
    createdAt: Date.now() - 2 * DAY_MS,
    ...overrides,
  };
}

const taughtList = () => screen.findByRole('list', { name: 'Taught without being asked' });

describe('Open for review: explanations taught without being asked', () => {
  it('says so when nothing waits', async () => {
    renderPage('/feedback?tab=open');
    expect(await screen.findByRole('heading', { name: 'Open for review' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing is waiting for review right now.')).toBeInTheDocument();
    // The week-old reviews on verified topics keep their own list below.
    expect(
      screen.getByRole('heading', { name: 'Waiting a week on your verified topics' }),
    ).toBeInTheDocument();
  });

  it('lists each with its course, author and age, page by page', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/open-reviews', ({ request }) =>
        HttpResponse.json(
          (new URL(request.url).searchParams.get('cursor') === 'p2'
            ? { reviews: [buildOpenReview({ id: 'o2', title: 'Loops', learner: 'Linus' })], nextCursor: null }
            : { reviews: [buildOpenReview()], nextCursor: 'p2' }) satisfies OpenReviewsResponse,
        ),
      ),
    );
    const { user } = renderPage('/feedback?tab=open');
    const list = await taughtList();
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('heading', { name: 'Variables and assignment' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Intro to Python Programming');
    expect(row).toHaveTextContent('By Grace · 2 days ago');
    const review = within(row!).getByRole('link', { name: 'Review' });
    expect(review).toHaveAttribute('href', '/feedback/open/o1');
    expect(review).toHaveAccessibleDescription('Variables and assignment');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Loops')).toBeInTheDocument();
    expect(sent.to('GET', '/api/open-reviews').map((request) => request.search)).toEqual(['', '?cursor=p2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens one in the review panel, and once reviewed it leaves the list', async () => {
    let reviewed = false;
    const sent = recordRequests();
    server.use(
      http.get('/api/open-reviews', () =>
        HttpResponse.json({
          reviews: reviewed ? [] : [buildOpenReview()],
          nextCursor: null,
        } satisfies OpenReviewsResponse),
      ),
      http.get('/api/feedback/community/o1', () =>
        HttpResponse.json({
          feedback: buildFeedbackDetail({
            id: 'o1',
            title: 'Variables and assignment',
            learner: 'Grace',
            teachbackNotes: 'A variable is a name bound to a value.',
          }),
        }),
      ),
      http.put('/api/feedback/community/o1/review', () => {
        reviewed = true;
        return json({
          feedback: buildFeedbackDetail({
            id: 'o1',
            title: 'Variables and assignment',
            status: 'completed',
            rating: 4,
          }),
        });
      }),
    );
    const { user, router } = renderPage('/feedback?tab=open');
    const list = await taughtList();
    await user.click(within(list).getByRole('link', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(router.location.pathname).toBe('/feedback/open/o1');
    expect(await within(dialog).findByText('A variable is a name bound to a value.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Clear, with a good example.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent.bodies('PUT', '/api/feedback/community/o1/review')).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Clear, with a good example.' }),
    ]);
    expect(await screen.findByText('Nothing is waiting for review right now.')).toBeInTheDocument();
    expect(screen.queryByText('Variables and assignment', { selector: 'h4' })).not.toBeInTheDocument();
  });
});

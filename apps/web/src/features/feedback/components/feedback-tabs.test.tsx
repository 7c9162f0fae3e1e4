import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MESSAGES, type FeedbackRequest, type LearnerReview } from '@teachloop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCounts, buildFeedback, buildLearnerReview } from '../../../test/learning-fixtures';
import { liveEvents } from '../../../test/live-events';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';
import { FEEDBACK_TEXTS } from '../feedback-texts';

function serve({
  toGive,
  received,
  requests,
}: {
  toGive?: FeedbackRequest[];
  received?: LearnerReview[];
  requests?: LearnerReview[];
}) {
  server.use(
    http.get('/api/feedback/counts', () =>
      HttpResponse.json({
        counts: buildCounts({
          // As the server counts: the tile counts the list's rows; `waiting` those still to review.
          toGive: toGive?.length ?? 0,
          waiting: toGive?.filter((item) => item.status === 'pending').length ?? 0,
          received: received?.length ?? 0,
          requests: requests?.length ?? 0,
        }),
      }),
    ),
    ...(toGive ? [http.get('/api/feedback', () => HttpResponse.json({ feedback: toGive }))] : []),
    ...(received ? [http.get('/api/feedback/received', () => HttpResponse.json({ reviews: received }))] : []),
    ...(requests ? [http.get('/api/feedback/requests', () => HttpResponse.json({ reviews: requests }))] : []),
  );
}

const toGive = [
  buildFeedback({ id: 'f1', title: 'Binary search', learner: 'Grace', points: 10 }),
  buildFeedback({
    id: 'f2',
    title: 'Hash maps',
    learner: 'Linus',
    status: 'completed',
    rating: 5,
    comment: 'Great collisions example',
    helpful: true,
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const rows = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');

describe('Feedback tabs', () => {
  it('shows the three tabs with their counts, To give first', async () => {
    serve({
      toGive,
      received: [buildLearnerReview()],
      requests: [buildLearnerReview(), buildLearnerReview({ id: 'r2' })],
    });
    renderPage('/feedback');
    await findPageTitle('Feedback');
    // 'To give' counts what is still to review: the reviewed row stays listed for 'Review again'.
    expect(await screen.findByRole('tab', { name: 'To give (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Received (1)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Requests (2)' })).toBeInTheDocument();
  });

  it('lists what to give: title, learner, date, points, and Give feedback or Review again', async () => {
    serve({ toGive });
    renderPage('/feedback');
    await screen.findByText('Binary search');
    const [pending, done] = rows();
    expect(pending).toHaveTextContent('For Grace');
    expect(within(pending!).getByText('+10 XP')).toBeInTheDocument();
    expect(within(pending!).getByRole('link', { name: 'Give feedback' })).toHaveAttribute(
      'href',
      '/feedback/f1',
    );
    expect(within(pending!).getByRole('link', { name: 'Give feedback' })).toHaveAccessibleDescription(
      'Binary search',
    );
    expect(within(done!).getByRole('link', { name: 'Review again' })).toHaveAttribute('href', '/feedback/f2');
    expect(within(done!).getByText('Marked helpful')).toBeInTheDocument();
    expect(within(done!).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(pending!).queryByText('Marked helpful')).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and remembers the tab in the address', async () => {
    serve({
      toGive,
      received: [
        buildLearnerReview({ title: 'Explain recursion', reviewer: 'Grace', comment: 'Clear base case.' }),
      ],
    });
    const { user, router } = renderPage('/feedback');
    await screen.findByText('Binary search');
    await user.click(screen.getByRole('tab', { name: /^To give/ }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Received/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: /^Received/ })).toHaveFocus();
    expect(await screen.findByText('Clear base case.')).toBeInTheDocument();
    expect(router.location.search).toBe('?tab=received');
  });

  it('shows received reviews with stars, rubric, comment, reviewer and date', async () => {
    serve({
      received: [
        buildLearnerReview({ id: 'r1', rating: 4, rubric: { clarity: 5, accuracy: 4, examples: null } }),
        buildLearnerReview({
          id: 'r2',
          title: 'Graphs',
          reviewer: 'A peer',
          reviewerId: null,
          anonymous: true,
        }),
      ],
    });
    renderPage('/feedback?tab=received');
    await screen.findByText('Graphs');
    const [named, anonymous] = rows();
    expect(within(named!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(named).toHaveTextContent('Clarity5/5');
    expect(named).toHaveTextContent('Accuracy4/5');
    expect(named).not.toHaveTextContent('Examples');
    expect(named).toHaveTextContent(/^Explain recursionGrace · /);
    expect(anonymous).toHaveTextContent(/^GraphsA peer · /);
  });

  it('shows a received review’s comment as rendered Markdown', async () => {
    serve({
      received: [
        buildLearnerReview({ comment: 'Use `mid = lo + (hi - lo) / 2`, see [why](https://example.org)' }),
      ],
    });
    renderPage('/feedback?tab=received');
    const code = await screen.findByText('mid = lo + (hi - lo) / 2');
    expect(code.tagName).toBe('CODE');
    const link = screen.getByRole('link', { name: 'why' });
    expect(link).toHaveAttribute('href', 'https://example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('marks a received review helpful once, then shows it marked', async () => {
    serve({ received: [buildLearnerReview({ id: 'r1' })] });
    server.use(
      http.post('/api/feedback/r1/helpful', () =>
        HttpResponse.json({ review: buildLearnerReview({ helpful: true }) }),
      ),
    );
    const sent = recordRequests();
    const { user } = renderPage('/feedback?tab=received');
    await user.click(await screen.findByRole('button', { name: 'Helpful' }));
    const marked = await screen.findByRole('button', { name: 'Marked helpful' });
    expect(marked).toBeDisabled();
    await user.click(marked);
    expect(sent.to('POST', '/api/feedback/r1/helpful')).toHaveLength(1);
  });

  it('shows a review already marked helpful as marked', async () => {
    serve({ received: [buildLearnerReview({ helpful: true })] });
    renderPage('/feedback?tab=received');
    expect(await screen.findByRole('button', { name: 'Marked helpful' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
  });

  it('lists my requests as awaiting review or reviewed, with the reviewer', async () => {
    serve({
      requests: [
        buildLearnerReview({
          id: 'r1',
          title: 'Sorting',
          status: 'pending',
          rating: null,
          reviewer: 'Linus',
          completedAt: null,
        }),
        buildLearnerReview({ id: 'r2', title: 'Heaps', status: 'completed', rating: 5 }),
      ],
    });
    renderPage('/feedback?tab=requests');
    await screen.findByText('Sorting');
    const [waiting, reviewed] = rows();
    expect(waiting).toHaveTextContent('Awaiting review');
    expect(waiting).toHaveTextContent('Reviewer: Linus');
    expect(reviewed).toHaveTextContent('Reviewed');
    expect(within(reviewed!).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });

  it('filters the open tab’s rows by title, learner or comment', async () => {
    serve({ toGive });
    const { user } = renderPage('/feedback');
    await screen.findByText('Binary search');
    const search = screen.getByRole('searchbox', { name: 'Search feedback' });
    await user.type(search, 'linus');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Hash maps');
    await user.clear(search);
    await user.type(search, 'collisions');
    expect(rows()[0]).toHaveTextContent('Hash maps');
    await user.clear(search);
    await user.type(search, 'grace binary');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('1 of 2 items')).toBeInTheDocument();
    await user.type(search, ' zebra');
    expect(screen.getByText('Nothing matches “grace binary zebra”.')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says on an empty Requests tab what a request is and where one comes from', async () => {
    renderPage('/feedback?tab=requests');
    expect(await screen.findByText(FEEDBACK_TEXTS.requestsEmpty.title)).toBeInTheDocument();
    expect(screen.getByText(FEEDBACK_TEXTS.requestsEmpty.lead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your teach-backs' })).toHaveAttribute(
      'href',
      '/teachbacks',
    );
    expect(screen.queryByText(REVIEW_MESSAGES.empty)).not.toBeInTheDocument();
  });

  it.each(['', '?tab=received'])('says Nothing here yet. on an empty tab (%s)', async (search) => {
    renderPage(`/feedback${search}`);
    expect(await screen.findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says when the queue could not be loaded, and retries', async () => {
    server.use(http.get('/api/feedback/received', () => apiError(500, 'internal')));
    const { user } = renderPage('/feedback?tab=received');
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.loadFailed);
    server.use(
      http.get('/api/feedback/received', () => HttpResponse.json({ reviews: [buildLearnerReview()] })),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Clear base case.')).toBeInTheDocument();
  });

  it('shows a review that arrives live under Received, with the new count, without a reload', async () => {
    const live = liveEvents();
    serve({ received: [] });
    renderPage('/feedback?tab=received');
    expect(await screen.findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
    await waitFor(() => expect(live.opened()).toBe(1));
    serve({ received: [buildLearnerReview({ comment: 'Arrived live.' })] });
    live.push('feedback', ['r1']);
    expect(await screen.findByText('Arrived live.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Received (1)' })).toBeInTheDocument();
  });
});

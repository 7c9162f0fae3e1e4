import { screen, waitFor, within } from '@testing-library/react';
import { DAY_MS, type CommunityReview } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildFeedback, buildFeedbackDetail, dueIn } from '../../../test/learning-fixtures';
import { http, HttpResponse, json, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

function buildCommunityReview(overrides: Partial<CommunityReview> = {}): CommunityReview {
  return {
    id: 'c1',
    title: 'Memoisation',
    topic: 'Dynamic programming',
    learner: 'Grace',
    points: 15,
    createdAt: Date.now() - 8 * DAY_MS,
    dueAt: Date.now() - 5 * DAY_MS,
    ...overrides,
  };
}

const rows = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');

describe('a review’s due date on To give', () => {
  it('says how long is left while pending, Overdue once passed, and nothing once reviewed', async () => {
    server.use(
      http.get('/api/feedback', () =>
        HttpResponse.json({
          feedback: [
            buildFeedback({ id: 'f1', title: 'Binary search', dueAt: dueIn(2) }),
            buildFeedback({ id: 'f2', title: 'Hash maps', dueAt: Date.now() - DAY_MS }),
            buildFeedback({
              id: 'f3',
              title: 'Heaps',
              dueAt: Date.now() - DAY_MS,
              status: 'completed',
              rating: 4,
            }),
          ],
          nextCursor: null,
        }),
      ),
    );
    renderPage('/feedback');
    await screen.findByText('Binary search');
    const [soon, late, done] = rows();
    expect(soon).toHaveTextContent('2 days left');
    expect(soon).not.toHaveTextContent('Overdue');
    expect(late).toHaveTextContent('Overdue');
    expect(done).not.toHaveTextContent(/Overdue|days? left|Due today/);
  });
});

describe('Open for review', () => {
  it('says so when nothing is open to the user', async () => {
    renderPage('/feedback?tab=open');
    expect(await screen.findByRole('tab', { name: 'Open for review' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText(/Nothing is waiting for you\./)).toBeInTheDocument();
  });

  it('lists the open reviews with Load more, and reviews one in the usual panel at its community address', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/feedback/community', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'next'
            ? {
                reviews: [buildCommunityReview({ id: 'c2', title: 'Tabulation', learner: 'Linus' })],
                nextCursor: null,
              }
            : { reviews: [buildCommunityReview()], nextCursor: 'next' },
        );
      }),
      http.get('/api/feedback/community/c1', () =>
        HttpResponse.json({
          feedback: buildFeedbackDetail({
            id: 'c1',
            title: 'Memoisation',
            learner: 'Grace',
            points: 15,
            teachbackNotes: 'Cache each answer by its arguments.',
          }),
        }),
      ),
      http.put('/api/feedback/community/c1/review', () =>
        json({
          feedback: buildFeedbackDetail({ id: 'c1', title: 'Memoisation', status: 'completed', rating: 5 }),
        }),
      ),
    );
    const { user, router } = renderPage('/feedback');
    await user.click(await screen.findByRole('tab', { name: 'Open for review' }));
    const first = (await screen.findByText('Memoisation')).closest('li')!;
    expect(first).toHaveTextContent('For Grace · Dynamic programming');
    expect(first).toHaveTextContent('+15 XP');
    expect(first).toHaveTextContent('Overdue');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Tabulation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const link = within(first).getByRole('link', { name: 'Review' });
    expect(link).toHaveAttribute('href', '/feedback/open/c1');
    expect(link).toHaveAccessibleDescription('Memoisation');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(router.location.pathname).toBe('/feedback/open/c1');
    expect(await within(dialog).findByText('Cache each answer by its arguments.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'A clear, worked example.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent.bodies('PUT', '/api/feedback/community/c1/review')).toEqual([
      expect.objectContaining({ rating: 5, comment: 'A clear, worked example.' }),
    ]);
    expect(sent.to('PUT', '/api/feedback/c1/review')).toHaveLength(0);
    expect(
      await screen.findByText('Thanks! Your feedback on “Memoisation” was submitted.'),
    ).toBeInTheDocument();
  });

  it('tells a peer who was beaten to it that the review is written', async () => {
    server.use(
      http.get('/api/feedback/community/c9', () =>
        json(
          { error: { code: 'conflict', message: 'Another peer has already reviewed this teach-back.' } },
          409,
        ),
      ),
    );
    renderPage('/feedback/open/c9');
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Another peer has already reviewed this teach-back.'),
    ).toBeInTheDocument();
  });
});

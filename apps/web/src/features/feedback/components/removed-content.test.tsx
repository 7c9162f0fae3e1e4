import { screen, within } from '@testing-library/react';
import { REPLY_LIMITS, type ReviewReply } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCounts, buildLearnerReview } from '../../../test/learning-fixtures';
import { http, HttpResponse, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

/* What a reader sees of a review or reply a moderator removed (hidden, or its author suspended). */

const NOW = Date.now();

function reply(overrides: Partial<ReviewReply>): ReviewReply {
  return {
    id: 'p1',
    reviewId: 'r1',
    author: 'Grace',
    mine: false,
    body: '',
    createdAt: NOW - 60_000,
    editedAt: null,
    editableUntil: NOW - 60_000 + REPLY_LIMITS.editWindowMs,
    removed: null,
    ...overrides,
  };
}

function serve(replies: ReviewReply[]) {
  server.use(
    http.get('/api/feedback/counts', () => HttpResponse.json({ counts: buildCounts({ received: 1 }) })),
    http.get('/api/feedback/received', () =>
      HttpResponse.json({
        reviews: [
          buildLearnerReview({
            id: 'r1',
            title: 'Heaps',
            reviewer: 'Grace',
            rating: null,
            comment: null,
            rubric: { clarity: null, accuracy: null, examples: null },
            removed: { reason: null },
          }),
        ],
      }),
    ),
    http.get('/api/feedback/r1/replies', () => HttpResponse.json({ replies })),
  );
}

describe('removed content', () => {
  it('shows “Removed by a moderator” in place of a removed review, without stars', async () => {
    serve([]);
    renderPage('/feedback?tab=received');
    const card = (await screen.findByRole('heading', { name: 'Heaps' })).closest('li')!;
    expect(within(card).getByText('Removed by a moderator')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /star/i })).not.toBeInTheDocument();
  });

  it('shows the other party’s removed reply as removed, and my own hidden reply with the reason', async () => {
    serve([
      reply({ id: 'p1', removed: { reason: null } }),
      reply({ id: 'p2', author: 'Ada', mine: true, body: 'My own words.', removed: { reason: 'Spam link' } }),
    ]);
    const view = renderPage('/feedback?tab=received');
    await view.user.click(await screen.findByRole('button', { name: 'Conversation' }));
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    const [theirs, mine] = await within(thread).findAllByRole('listitem');
    expect(within(theirs!).getByText('Removed by a moderator')).toBeInTheDocument();
    expect(within(mine!).getByText('Hidden by a moderator: Spam link')).toBeInTheDocument();
    expect(within(mine!).getByText('My own words.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { REPLY_LIMITS, REPLY_MESSAGES, type ReviewReply } from '@teachloop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCounts, buildLearnerReview } from '../../../test/learning-fixtures';
import { liveEvents } from '../../../test/live-events';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

const NOW = Date.now();

function buildReply(overrides: Partial<ReviewReply> = {}): ReviewReply {
  const createdAt = overrides.createdAt ?? NOW - 60_000;
  return {
    id: 'p1',
    reviewId: 'r1',
    author: 'Grace',
    mine: false,
    body: 'Happy to help.',
    createdAt,
    editedAt: null,
    editableUntil: createdAt + REPLY_LIMITS.editWindowMs,
    ...overrides,
  };
}

/** The Received tab with one review, and its thread answering `replies` (the list the server holds). */
function serve(replies: ReviewReply[]) {
  server.use(
    http.get('/api/feedback/counts', () => HttpResponse.json({ counts: buildCounts({ received: 1 }) })),
    http.get('/api/feedback/received', () =>
      HttpResponse.json({ reviews: [buildLearnerReview({ id: 'r1', title: 'Heaps', reviewer: 'Grace' })] }),
    ),
    http.get('/api/feedback/r1/replies', () => HttpResponse.json({ replies })),
  );
}

/** The conversation region under the review, opened with the button as a learner would. */
async function openThread(entry = '/feedback?tab=received') {
  const view = renderPage(entry);
  const toggle = await screen.findByRole('button', { name: 'Conversation' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide conversation' })).toHaveAttribute('aria-expanded', 'true');
  const thread = await screen.findByRole('region', { name: 'Conversation' });
  return { ...view, thread };
}

afterEach(() => vi.unstubAllGlobals());

describe('the conversation under a received review', () => {
  it('says so when nobody has replied, and sends a reply written in Markdown', async () => {
    const replies: ReviewReply[] = [];
    serve(replies);
    server.use(
      http.post('/api/feedback/r1/replies', async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        const reply = buildReply({ id: 'p9', author: 'Ada', mine: true, body, createdAt: Date.now() });
        replies.push(reply);
        return HttpResponse.json({ reply }, { status: 201 });
      }),
    );
    const sent = recordRequests();
    const { thread, user } = await openThread();
    expect(await within(thread).findByText(/No replies yet/)).toBeInTheDocument();

    const field = within(thread).getByRole('textbox', { name: 'Your reply' });
    await user.type(field, 'Why **heaps**?');
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));

    expect(await within(thread).findByText('heaps')).toHaveProperty('tagName', 'STRONG');
    expect(within(thread).getByText('You')).toBeInTheDocument();
    expect(await sent.bodies('POST', '/api/feedback/r1/replies')).toEqual([{ body: 'Why **heaps**?' }]);
    expect(field).toHaveValue('');
  });

  it('refuses a reply of invisible characters before sending it', async () => {
    serve([]);
    const sent = recordRequests();
    const { thread, user } = await openThread();
    const field = await within(thread).findByRole('textbox', { name: 'Your reply' });
    await user.type(field, '\u200b\u200b   ');
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    expect(field).toHaveAccessibleDescription(REPLY_MESSAGES.bodyInvisible);
    expect(sent.to('POST', '/api/feedback/r1/replies')).toEqual([]);
  });

  it('opens by itself from a reply notification’s link, and shows who wrote what', async () => {
    serve([
      buildReply({ id: 'p1', author: 'Grace', body: 'Ask me anything.' }),
      buildReply({ id: 'p2', author: 'Ada', mine: true, body: 'Thanks!', editedAt: NOW - 1000 }),
      buildReply({ id: 'p3', author: 'Ada', mine: true, body: 'Old one.', createdAt: NOW - 3_600_000 }),
    ]);
    renderPage('/feedback?tab=received&replies=r1');
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    const items = await within(thread).findAllByRole('listitem');
    // The link was followed to answer: the reply box has focus (and so is in view).
    await waitFor(() => expect(within(thread).getByRole('textbox', { name: 'Your reply' })).toHaveFocus());
    expect(items.map((item) => item.textContent.replace(/\n/g, ''))).toEqual([
      // Another's reply offers Report; one's own, Edit and Delete.
      expect.stringMatching(/^Grace · .*Ask me anything\.Report$/),
      expect.stringMatching(/^You · .* · edited.*Thanks!EditDelete$/),
      // Past its 10 minutes: Delete only.
      expect.stringMatching(/^You · .*Old one\.Delete$/),
    ]);
    // Another's reply can be reported, never edited or deleted.
    expect(
      within(items[0]!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Report this reply']);
  });

  it('edits my reply in place and deletes one after asking', async () => {
    const replies = [buildReply({ id: 'p2', author: 'Ada', mine: true, body: 'Frist try.' })];
    serve(replies);
    server.use(
      http.patch('/api/replies/p2', async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        replies[0] = { ...replies[0]!, body, editedAt: Date.now() };
        return HttpResponse.json({ reply: replies[0] });
      }),
      http.delete('/api/replies/p2', () => {
        replies.length = 0;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { thread, user } = await openThread();
    await user.click(await within(thread).findByRole('button', { name: 'Edit' }));
    const field = within(thread).getByRole('textbox', { name: 'Edit your reply' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'First try.');
    await user.click(within(thread).getByRole('button', { name: 'Save' }));
    expect(await within(thread).findByText('First try.')).toBeInTheDocument();
    expect(within(thread).getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(within(thread).getByRole('button', { name: 'Delete your reply' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this reply?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(thread).findByText(/No replies yet/)).toBeInTheDocument();
  });

  it('says why an edit was refused after its 10 minutes, keeping the text', async () => {
    serve([buildReply({ id: 'p2', author: 'Ada', mine: true, body: 'Almost late.' })]);
    server.use(
      http.patch('/api/replies/p2', () => apiError(409, 'conflict', REPLY_MESSAGES.editWindowClosed)),
    );
    const { thread, user } = await openThread();
    await user.click(await within(thread).findByRole('button', { name: 'Edit' }));
    const field = within(thread).getByRole('textbox', { name: 'Edit your reply' });
    await user.type(field, ' More.');
    await user.click(within(thread).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(REPLY_MESSAGES.editWindowClosed) as unknown as string,
      ),
    );
    expect(field).toHaveValue('Almost late. More.');
  });

  it('shows the other party’s new reply live', async () => {
    const live = liveEvents();
    const replies: ReviewReply[] = [];
    serve(replies);
    const { thread } = await openThread();
    expect(await within(thread).findByText(/No replies yet/)).toBeInTheDocument();
    replies.push(buildReply({ body: 'Just answered you.' }));
    live.push('feedback', ['r1']);
    expect(await within(thread).findByText('Just answered you.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format-date';
import { buildFeedback, buildFeedbackDetail } from '../../../test/learning-fixtures';
import {
  apiError,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
} from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

const detail = buildFeedbackDetail({
  id: 'f1',
  title: 'Binary search',
  learner: 'Grace',
  points: 10,
  teachbackNotes: 'Halve the sorted range each step.',
});

function serveRequest(item = detail) {
  server.use(
    http.get('/api/feedback', () => HttpResponse.json({ feedback: [buildFeedback({ ...item })] })),
    http.get('/api/feedback/f1', () => HttpResponse.json({ feedback: item })),
  );
}

/** Opens /feedback, then the panel through the row's link, as a user would. */
async function openFromList() {
  const view = renderPage('/feedback');
  const link = await screen.findByRole('link', { name: /Give feedback|Review again/ });
  await view.user.click(link);
  const dialog = await screen.findByRole('dialog', { name: /Give feedback|Review again/ });
  return { ...view, link, dialog };
}

describe('Feedback side panel', () => {
  it('shows the current explanation with the day its learner revised it', async () => {
    const revisedAt = Date.UTC(2026, 10, 20, 12);
    serveRequest({
      ...detail,
      teachbackNotes: 'Halve it; the midpoint never overflows.',
      teachbackRevisedAt: revisedAt,
    });
    const { dialog } = await openFromList();
    expect(await within(dialog).findByText(`Revised ${formatDate(revisedAt)}`)).toBeVisible();
    expect(within(dialog).getByText('Halve it; the midpoint never overflows.')).toBeInTheDocument();
  });

  it('shows what is being reviewed and moves focus into the panel', async () => {
    serveRequest();
    const { dialog, router } = await openFromList();
    expect(router.location.pathname).toBe('/feedback/f1');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const facts = within(dialog).getByText('For').closest('dl')!;
    expect(facts).toHaveTextContent('ForGrace');
    expect(facts).toHaveTextContent('TitleBinary search');
    expect(facts).toHaveTextContent(/Requested on\w{3} \d{1,2}, \d{4}/);
    expect(facts).toHaveTextContent('Points+10 XP');
    expect(within(dialog).getByText('Halve the sorted range each step.')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Rating' })).toBeInTheDocument();
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(within(dialog).getByRole('radio', { name })).not.toBeChecked();
    for (const name of ['Clarity', 'Accuracy', 'Examples'])
      expect(within(dialog).getByRole('combobox', { name })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Comments' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Comments' })).toHaveAccessibleDescription(
      /A comment of at least 20 characters earns you \+10 XP\.$/,
    );
    const anonymous = within(dialog).getByRole('checkbox', { name: 'Anonymous review' });
    expect(anonymous).not.toBeChecked();
    // What anonymity hides, and what it cannot: the learner's teach-back names whoever set the challenge.
    expect(anonymous).toHaveAccessibleDescription(
      /sees “A peer” instead of your name on this review, though/,
    );
  });

  it('shows the teach-back’s Markdown rendered, with nothing in it that runs or loads', async () => {
    serveRequest({
      ...detail,
      teachbackNotes:
        '## Steps\n\n1. Take the **middle**\n2. Keep one half\n\n<img src=x onerror="alert(1)"> ![x](https://evil.example/x.png)',
    });
    const { dialog } = await openFromList();
    const notes = within(dialog).getByRole('region', { name: 'Grace’s teach-back' });
    expect(within(notes).getByRole('heading', { name: 'Steps' })).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(notes).getByText('middle').tagName).toBe('STRONG');
    expect(notes.querySelector('img')).toBeNull();
    expect(notes.querySelector('[onerror]')).toBeNull();
  });

  it('closes on Escape, goes back to /feedback and returns focus to the link that opened it', async () => {
    serveRequest();
    const { user, link, router } = await openFromList();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/feedback');
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('closes on Cancel, returning focus to the link', async () => {
    serveRequest();
    const { user, dialog, router } = await openFromList();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/feedback');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Give feedback' })).toHaveFocus());
  });

  it('opened by its address, closes to /feedback and returns focus to the heading when the row is not listed', async () => {
    server.use(http.get('/api/feedback/f1', () => HttpResponse.json({ feedback: detail })));
    const { user, router } = renderPage('/feedback/f1');
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/feedback');
    expect(router.navigationType).toBe('REPLACE');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toHaveFocus());
  });

  it('shows the explanation at its full height, named for screen readers, not in a box of its own to scroll', async () => {
    serveRequest();
    const { dialog } = await openFromList();
    const box = within(dialog).getByRole('region', { name: 'Grace’s explanation' });
    expect(box).toHaveTextContent('Halve the sorted range each step.');
    // The sheet scrolls as a whole: the explanation is no Tab stop and no scrolling slot.
    expect(box).not.toHaveAttribute('tabindex');
    expect(box.className).not.toMatch(/max-h-|overflow-y-auto/);
  });

  it('opens a reviewed request on its conversation from a reply notice, the reply box focused', async () => {
    const reviewed = { ...detail, status: 'completed' as const, rating: 4, completedAt: Date.now() };
    server.use(
      http.get('/api/feedback/f1', () => HttpResponse.json({ feedback: reviewed })),
      http.get('/api/feedback/f1/replies', () =>
        HttpResponse.json({
          replies: [
            {
              id: 'p1',
              reviewId: 'f1',
              author: 'Grace',
              mine: false,
              body: 'Why halve it?',
              createdAt: Date.now() - 60_000,
              editedAt: null,
              editableUntil: Date.now(),
            },
          ],
        }),
      ),
    );
    const { user } = renderPage('/feedback/f1?replies=f1');
    const dialog = await screen.findByRole('dialog', { name: 'Conversation under your review' });
    const thread = await within(dialog).findByRole('region', { name: 'Conversation' });
    expect(await within(thread).findByText('Why halve it?')).toBeVisible();
    await waitFor(() => expect(within(thread).getByRole('textbox', { name: 'Your reply' })).toHaveFocus());
    // No review form until asked for: no stars, no 'Submit feedback'.
    expect(within(dialog).queryByRole('radio', { name: '1 star' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Submit feedback/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Grace’s explanation' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revise your review' }));
    const form = await screen.findByRole('dialog', { name: 'Review again' });
    expect(await within(form).findByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('opens a request not yet reviewed on its form even from a conversation link', async () => {
    serveRequest();
    renderPage('/feedback/f1?replies=f1');
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(await within(dialog).findByRole('radio', { name: '1 star' })).toBeInTheDocument();
  });

  it('rates with the keyboard alone: Tab to the stars, arrow keys choose', async () => {
    serveRequest();
    const { user, dialog } = await openFromList();
    const one = within(dialog).getByRole('radio', { name: '1 star' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    while (document.activeElement !== one) await user.tab();
    await user.keyboard(' ');
    expect(one).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(dialog).getByText('3 of 5')).toBeInTheDocument();
  });

  it('says before submitting that the owner’s rating completes their challenge, only when it does', async () => {
    serveRequest({ ...detail, completesChallenge: true });
    const { dialog } = await openFromList();
    const sentence = `Submitting your rating completes “${detail.title}”.`;
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
  });

  it('says nothing of completing a challenge that is already completed', async () => {
    serveRequest({ ...detail, completesChallenge: false });
    const { dialog } = await openFromList();
    await within(dialog).findByRole('button', { name: 'Submit feedback' });
    expect(within(dialog).queryByText(/Submitting your rating completes/)).not.toBeInTheDocument();
  });

  it('submits the review, shows Submitting… meanwhile, then closes with a status message', async () => {
    serveRequest();
    const held = holdResponses();
    server.use(http.put('/api/feedback/f1/review', held.handler));
    const sent = recordRequests();
    const { user, dialog, router } = await openFromList();
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Clarity' }), '4');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Examples' }), '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Examples' }), '');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Clear steps.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Anonymous review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));

    expect(await within(dialog).findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(await sent.bodies('PUT', '/api/feedback/f1/review')).toEqual([
      {
        rating: 5,
        rubric: { clarity: 4, accuracy: null, examples: null },
        comment: 'Clear steps.',
        anonymous: true,
      },
    ]);
    const done = { ...detail, status: 'completed' as const, rating: 5, completedAt: Date.now() };
    server.use(
      http.get('/api/feedback', () => HttpResponse.json({ feedback: [buildFeedback({ ...done })] })),
    );
    held.release(json({ feedback: done }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/feedback');
    expect(
      await screen.findByText('Thanks! Your feedback on “Binary search” was submitted.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Review again' })).toBeInTheDocument();
  });

  it('sends nothing without stars: says a rating is needed beside them and moves focus there', async () => {
    serveRequest();
    server.use(
      http.put('/api/feedback/f1/review', () => json({ feedback: { ...detail, status: 'completed' } })),
    );
    const sent = recordRequests();
    const { user, dialog } = await openFromList();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Clear steps throughout.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));

    const stars = within(dialog).getByRole('group', { name: 'Rating' });
    expect(within(stars).getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
    const one = within(dialog).getByRole('radio', { name: '1 star' });
    await waitFor(() => expect(one).toHaveFocus());
    expect(one).toHaveAccessibleDescription(REVIEW_MESSAGES.ratingRequired);
    expect(one).not.toBeChecked();
    expect(sent.to('PUT', '/api/feedback/f1/review')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).queryByText(REVIEW_MESSAGES.ratingRequired)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(sent.to('PUT', '/api/feedback/f1/review')).toHaveLength(1));
    expect((await sent.bodies('PUT', '/api/feedback/f1/review'))[0]).toMatchObject({ rating: 4 });
  });

  it('says Could not submit feedback. when the submit fails, and keeps what was typed', async () => {
    serveRequest();
    server.use(http.put('/api/feedback/f1/review', () => apiError(500, 'internal')));
    const { user, dialog } = await openFromList();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Nice.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.submitFailed);
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Comments' })).toHaveValue('Nice.');
    expect(within(dialog).getByRole('button', { name: 'Submit feedback' })).toBeEnabled();
  });

  it('prefills the form from the review so far when revising', async () => {
    serveRequest(
      buildFeedbackDetail({
        id: 'f1',
        status: 'completed',
        rating: 3,
        rubric: { clarity: 2, accuracy: null, examples: 5 },
        comment: 'Good start.',
        anonymous: true,
        completedAt: Date.now(),
      }),
    );
    const { dialog } = await openFromList();
    expect(dialog).toHaveAccessibleName('Review again');
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Clarity' })).toHaveValue('2');
    expect(within(dialog).getByRole('combobox', { name: 'Accuracy' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Examples' })).toHaveValue('5');
    expect(within(dialog).getByRole('textbox', { name: 'Comments' })).toHaveValue('Good start.');
    expect(within(dialog).getByRole('checkbox', { name: 'Anonymous review' })).toBeChecked();
  });

  it.each([
    [403, 'permission_denied', REVIEW_MESSAGES.noPermission],
    [404, 'not_found', REVIEW_MESSAGES.notFound],
    [500, 'internal', REVIEW_MESSAGES.loadFailed],
  ])('answers a %i with its text', async (status, code, text) => {
    server.use(http.get('/api/feedback/f1', () => apiError(status, code)));
    renderPage('/feedback/f1');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).queryByRole('button', { name: 'Submit feedback' })).not.toBeInTheDocument();
  });
});

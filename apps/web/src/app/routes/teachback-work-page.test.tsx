import { screen, waitFor, within } from '@testing-library/react';
import {
  LEARNING_MESSAGES,
  TEACHBACK_MIN_WORDS,
  type Teachback,
  type TeachbackContext,
} from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format-date';
import { buildTeachback, buildTeachbackContext } from '../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const teachback = buildTeachback({
  id: 't1',
  prompt: 'Explain binary search',
  requester: 'Grace',
  notes: 'Halve it',
});
const answer = (item: Teachback) => HttpResponse.json({ teachback: item });
const answerContext = (context: Partial<TeachbackContext> = {}) =>
  HttpResponse.json({ context: buildTeachbackContext(context) });
/** A teach-back's worth of words: `count` of them. */
const wordsOf = (count: number) => Array.from({ length: count }, (_, index) => `step${index}`).join(' ');
const explained = {
  ...teachback,
  notes: `**Binary search** halves the range. ${wordsOf(TEACHBACK_MIN_WORDS)}`,
};

beforeEach(() => {
  localStorage.clear();
  server.use(http.get('/api/teachbacks/t1', () => answer(teachback)));
});

async function openWork() {
  const view = renderPage('/teachbacks/t1/work');
  await findPageTitle('Binary search');
  await screen.findByText('Explain binary search');
  return { ...view, notes: screen.getByLabelText('Your explanation') };
}

describe('Teach-back work page', () => {
  it('is titled with the challenge, guides the writer, and shows the prompt and the explanation', async () => {
    const { notes } = await openWork();
    await waitFor(() => expect(document.title).toBe('Binary search · Teachloop'));
    expect(screen.getByText('Requested by Grace')).toBeInTheDocument();
    const guide = screen.getByRole('region', { name: 'How to explain it' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Say what it is, in your own words.',
      'Give an example: a worked case, a picture or a few lines of code.',
      'End with a question that checks your reader understood.',
    ]);
    expect(notes).toHaveValue('Halve it');
  });

  it('marks the saves made while typing as autosaves, and “Save progress” as an explicit save', async () => {
    server.use(http.put('/api/teachbacks/t1/notes', () => answer({ ...teachback, status: 'in_progress' })));
    const sent = recordRequests();
    const { user, notes } = await openWork();
    await user.type(notes, ' in two');
    await waitFor(() => expect(sent.to('PUT', '/api/teachbacks/t1/notes')).toHaveLength(1), {
      timeout: 3000,
    });
    await user.type(notes, ' halves');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    await waitFor(() => expect(sent.to('PUT', '/api/teachbacks/t1/notes')).toHaveLength(2));
    expect(await sent.bodies('PUT', '/api/teachbacks/t1/notes')).toEqual([
      { notes: 'Halve it in two', autosave: true },
      { notes: 'Halve it in two halves' },
    ]);
  });

  it('saves progress now through the same save, or says it could not', async () => {
    server.use(http.put('/api/teachbacks/t1/notes', () => answer({ ...teachback, status: 'in_progress' })));
    const { user, notes } = await openWork();
    await user.type(notes, '!');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByText('Progress saved.')).toBeVisible();
    server.use(http.put('/api/teachbacks/t1/notes', () => apiError(503, 'unavailable')));
    await user.type(notes, '?');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save progress.');
    expect(screen.getByText('Not saved yet — kept on this device')).toBeVisible();
    // Back online: the kept words go to the server at once.
    server.use(http.put('/api/teachbacks/t1/notes', () => answer({ ...teachback, status: 'in_progress' })));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Saved')).toBeVisible();
  });

  it('counts the words and offers Mark complete only from the minimum on, saying why', async () => {
    server.use(http.put('/api/teachbacks/t1/notes', () => answer(teachback)));
    const sent = recordRequests();
    const { user, notes } = await openWork();
    const complete = screen.getByRole('button', { name: 'Mark complete' });
    expect(notes).toHaveAccessibleDescription(/^2 words \(50 minimum\) · Up to 10,000 characters\.$/);
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(LEARNING_MESSAGES.teachbackTooShort);
    expect(screen.getByText(LEARNING_MESSAGES.teachbackTooShort)).toBeVisible();

    await user.type(notes, ' and again');
    expect(screen.getByText('4 words (50 minimum)')).toBeVisible();
    await user.click(notes);
    await user.paste(` ${wordsOf(TEACHBACK_MIN_WORDS - 5)}`);
    expect(screen.getByText('49 words (50 minimum)')).toBeVisible();
    expect(complete).toBeDisabled();
    await user.type(notes, ' done');
    expect(screen.getByText('50 words (50 minimum)')).toBeVisible();
    expect(screen.getByText('Enough words to mark complete.')).toBeInTheDocument();
    expect(complete).toBeEnabled();
    expect(complete).not.toHaveAccessibleDescription();
    expect(screen.queryByText(LEARNING_MESSAGES.teachbackTooShort)).not.toBeInTheDocument();
    // Saving stays open at any length.
    await user.clear(notes);
    expect(screen.getByText('0 words (50 minimum)')).toBeVisible();
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    await waitFor(async () =>
      expect((await sent.bodies('PUT', '/api/teachbacks/t1/notes')).at(-1)).toEqual({ notes: '' }),
    );
  });

  it('marks complete only after showing the explanation as the reviewer will see it', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/teachbacks/t1', () => answer(explained)),
      http.post('/api/teachbacks/t1/complete', () => answer({ ...explained, status: 'completed' })),
    );
    const { user, router } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Complete this teach-back?' });
    // Rendered, not raw Markdown, in a box the keyboard can reach to scroll a long explanation.
    expect(await within(dialog).findByText('Binary search', { selector: 'strong' })).toBeVisible();
    const preview = within(dialog).getByRole('region', { name: 'Your explanation' });
    expect(preview).toHaveAttribute('tabindex', '0');
    expect(preview).toContainElement(within(dialog).getByText('Binary search', { selector: 'strong' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.to('POST', '/api/teachbacks/t1/complete')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    dialog = await screen.findByRole('dialog', { name: 'Complete this teach-back?' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete teach-back' }));
    await findPageTitle(/^Hey Ada/);
    expect(router.location.pathname).toBe('/dashboard');
    expect(sent.to('POST', '/api/teachbacks/t1/complete')).toHaveLength(1);
  });

  it('says when completing failed, with the server’s reason when it gives one', async () => {
    server.use(
      http.get('/api/teachbacks/t1', () => answer(explained)),
      http.post('/api/teachbacks/t1/complete', () =>
        apiError(400, 'invalid_argument', LEARNING_MESSAGES.teachbackTooShort),
      ),
    );
    const { user, router } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await user.click(await screen.findByRole('button', { name: 'Complete teach-back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Could not mark complete. ${LEARNING_MESSAGES.teachbackTooShort}`,
    );
    expect(router.location.pathname).toBe('/teachbacks/t1/work');
    server.use(http.post('/api/teachbacks/t1/complete', () => apiError(500, 'internal')));
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await user.click(await screen.findByRole('button', { name: 'Complete teach-back' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Could not mark complete\.$/));
  });

  it('shows a completed explanation rendered beside its review, and publishes a revision', async () => {
    const completed = { ...explained, status: 'completed' as const };
    const review = {
      id: 'f1',
      teachbackId: 't1',
      title: 'Binary search',
      topic: 'Algorithms',
      reviewer: 'Grace',
      reviewerId: 'u2',
      status: 'completed' as const,
      rating: 4,
      rubric: { clarity: 4, accuracy: 4, examples: 3 },
      comment: 'Say why the midpoint can overflow.',
      anonymous: false,
      helpful: false,
      createdAt: Date.now(),
      completedAt: Date.now(),
    };
    const revised = `${completed.notes} The midpoint is low + (high - low) / 2.`;
    let revisedAt: number | null = null;
    server.use(
      http.get('/api/teachbacks/t1', () => answer(completed)),
      http.get('/api/teachbacks/t1/context', () => answerContext({ review, revisedAt })),
      http.post('/api/teachbacks/t1/revision', () => {
        revisedAt = Date.UTC(2026, 10, 20, 12);
        return answer({ ...completed, notes: revised });
      }),
    );
    const sent = recordRequests();
    const { user } = renderPage('/teachbacks/t1/work');
    await findPageTitle('Binary search');
    const explanation = await screen.findByRole('region', { name: 'Your explanation' });
    expect(await within(explanation).findByText('Binary search', { selector: 'strong' })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const reviewPanel = await screen.findByRole('region', { name: 'Review' });
    expect(within(reviewPanel).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(within(reviewPanel).getByText('From Grace')).toBeVisible();
    expect(within(reviewPanel).getByText('Say why the midpoint can overflow.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Revise explanation' }));
    const field = screen.getByLabelText('Your explanation');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Too short now.');
    expect(screen.getByRole('button', { name: 'Publish revision' })).toBeDisabled();
    await user.clear(field);
    await user.click(field);
    await user.paste(revised);
    await user.click(screen.getByRole('button', { name: 'Publish revision' }));
    expect(
      await screen.findByText('Revised explanation published. Your reviewer has been told.'),
    ).toBeVisible();
    expect(await sent.bodies('POST', '/api/teachbacks/t1/revision')).toEqual([{ notes: revised }]);
    expect(await screen.findByText(`Revised ${formatDate(revisedAt!)}`)).toBeVisible();
  });

  it('answers not found and other failures with the spec texts', async () => {
    server.use(http.get('/api/teachbacks/t1', () => apiError(404, 'not_found', 'Teach-back not found')));
    renderPage('/teachbacks/t1/work');
    expect(await findPageTitle('Teach-back not found')).toBeInTheDocument();
  });

  it('says it failed to load on a server error', async () => {
    server.use(http.get('/api/teachbacks/t1', () => apiError(500, 'internal')));
    renderPage('/teachbacks/t1/work');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load teach-back.');
  });
});

import { screen } from '@testing-library/react';
import { LEARNING_MESSAGES, TEACHBACK_MIN_WORDS, type Teachback } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTeachback } from '../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const teachback = buildTeachback({
  id: 't1',
  prompt: 'Explain binary search',
  requester: 'Grace',
  notes: 'Halve it',
});
const answer = (item: Teachback) => HttpResponse.json({ teachback: item });
/** A teach-back's worth of words: `count` of them. */
const wordsOf = (count: number) => Array.from({ length: count }, (_, index) => `step${index}`).join(' ');
const explained = { ...teachback, notes: wordsOf(TEACHBACK_MIN_WORDS) };

beforeEach(() => {
  server.use(http.get('/api/teachbacks/t1', () => answer(teachback)));
});

async function openWork() {
  const view = renderPage('/teachbacks/t1/work');
  await findPageTitle('Teach-back');
  await screen.findByText('Explain binary search');
  return { ...view, notes: screen.getByLabelText('Notes') };
}

describe('Teach-back work page', () => {
  it('shows the prompt, who asked, and the notes', async () => {
    const { notes } = await openWork();
    expect(screen.getByText('Requested by Grace')).toBeInTheDocument();
    expect(notes).toHaveValue('Halve it');
  });

  it('saves progress, or says it could not', async () => {
    server.use(http.put('/api/teachbacks/t1/notes', () => answer({ ...teachback, status: 'in_progress' })));
    const { user } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Progress saved.');
    server.use(http.put('/api/teachbacks/t1/notes', () => apiError(503, 'unavailable')));
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save progress.');
  });

  it('counts the words and offers Mark complete only from the minimum on, saying why', async () => {
    server.use(http.put('/api/teachbacks/t1/notes', () => answer(teachback)));
    const sent = recordRequests();
    const { user, notes } = await openWork();
    const complete = screen.getByRole('button', { name: 'Mark complete' });
    expect(notes).toHaveAccessibleDescription(/^2 of 50 words · Up to 10,000 characters\.$/);
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(LEARNING_MESSAGES.teachbackTooShort);
    expect(screen.getByText(LEARNING_MESSAGES.teachbackTooShort)).toBeVisible();

    await user.type(notes, ' and again');
    expect(screen.getByText('4 of 50 words')).toBeVisible();
    await user.click(notes);
    await user.paste(` ${wordsOf(TEACHBACK_MIN_WORDS - 5)}`);
    expect(screen.getByText('49 of 50 words')).toBeVisible();
    expect(complete).toBeDisabled();
    await user.type(notes, ' done');
    expect(screen.getByText('50 of 50 words')).toBeVisible();
    expect(screen.getByText('Enough words to mark complete.')).toBeInTheDocument();
    expect(complete).toBeEnabled();
    expect(complete).not.toHaveAccessibleDescription();
    expect(screen.queryByText(LEARNING_MESSAGES.teachbackTooShort)).not.toBeInTheDocument();
    // Saving stays open at any length.
    await user.clear(notes);
    expect(screen.getByText('0 of 50 words')).toBeVisible();
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await sent.bodies('PUT', '/api/teachbacks/t1/notes')).toEqual([{ notes: '' }]);
  });

  it('shows a completed teach-back read-only, without the count', async () => {
    server.use(http.get('/api/teachbacks/t1', () => answer({ ...explained, status: 'completed' })));
    const { notes } = await openWork();
    expect(notes).toHaveTextContent('Completed work is read-only.');
    expect(notes).toHaveTextContent(explained.notes);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 50 words/)).not.toBeInTheDocument();
  });

  it('marks complete, then goes to the dashboard', async () => {
    server.use(
      http.get('/api/teachbacks/t1', () => answer(explained)),
      http.post('/api/teachbacks/t1/complete', () => answer({ ...explained, status: 'completed' })),
    );
    const { user, router } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await findPageTitle(/^Hey Ada/);
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('says when completing failed', async () => {
    server.use(
      http.get('/api/teachbacks/t1', () => answer(explained)),
      http.post('/api/teachbacks/t1/complete', () => apiError(500, 'internal')),
    );
    const { user } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not mark complete\.$/);
  });

  it('shows the server’s reason when it still finds the explanation too short', async () => {
    server.use(
      http.get('/api/teachbacks/t1', () => answer(explained)),
      http.post('/api/teachbacks/t1/complete', () =>
        apiError(400, 'invalid_argument', LEARNING_MESSAGES.teachbackTooShort),
      ),
    );
    const { user, router } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Could not mark complete. ${LEARNING_MESSAGES.teachbackTooShort}`,
    );
    expect(router.location.pathname).toBe('/teachbacks/t1/work');
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

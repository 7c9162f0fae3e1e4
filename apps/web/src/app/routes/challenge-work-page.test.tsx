import { screen, within } from '@testing-library/react';
import { FAIR_PLAY_TEXTS, type Challenge } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildChallenge } from '../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { findFocusedPageTitle, findPageTitle, renderPage } from '../../test/render-page';

const challenge = buildChallenge({
  id: 'c1',
  title: 'Explain recursion',
  topic: 'Computer Science',
  level: 'Intermediate',
  status: 'accepted',
  description: 'Use a real-world example.',
  notes: 'Start with factorial',
});
const answer = (item: Challenge) => HttpResponse.json({ challenge: item });

beforeEach(() => {
  server.use(http.get('/api/challenges/c1', () => answer(challenge)));
});

async function openWork() {
  const sent = recordRequests();
  const view = renderPage('/challenges/c1/work');
  await findPageTitle('Explain recursion');
  return { ...view, sent, notes: screen.getByLabelText('Working notes') };
}

describe('Challenge work page', () => {
  it('shows title, topic, level, prompt and the saved notes', async () => {
    const { notes } = await openWork();
    expect(screen.getByText('Computer Science')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Use a real-world example.')).toBeInTheDocument();
    expect(notes).toHaveValue('Start with factorial');
  });

  it('says how an own challenge pays, beside Mark complete, with no word minimum', async () => {
    const { notes } = await openWork();
    expect(screen.getByText(FAIR_PLAY_TEXTS.noPeer)).toBeVisible();
    expect(notes).toHaveAccessibleDescription('Up to 10,000 characters.');
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeEnabled();
  });

  it('saves progress and says so', async () => {
    server.use(
      http.put('/api/challenges/c1/notes', async ({ request }) => {
        const { notes } = (await request.json()) as { notes: string };
        return answer({ ...challenge, status: 'in_progress', notes });
      }),
    );
    const { user, notes, sent } = await openWork();
    await user.type(notes, ', then trees');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByText('Progress saved.')).toHaveAttribute('role', 'status');
    expect((await sent.bodies('PUT', '/api/challenges/c1/notes'))[0]).toEqual({
      notes: 'Start with factorial, then trees',
    });
  });

  it('says when saving failed, with the reason when the state refused it', async () => {
    server.use(http.put('/api/challenges/c1/notes', () => apiError(500, 'internal')));
    const { user } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not save progress\.$/);
    server.use(
      http.put('/api/challenges/c1/notes', () =>
        apiError(409, 'conflict', 'This challenge is already completed.'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(
      await screen.findByText('Could not save progress. This challenge is already completed.'),
    ).toBeVisible();
  });

  it('marks complete, saving unsaved notes first, then goes to the dashboard', async () => {
    server.use(
      http.put('/api/challenges/c1/notes', () => answer({ ...challenge, notes: 'Done!' })),
      http.post('/api/challenges/c1/complete', () => answer({ ...challenge, status: 'completed' })),
    );
    const { user, notes, router, sent } = await openWork();
    await user.clear(notes);
    await user.type(notes, 'Done!');
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    // Nobody has taught it (no teacher): it asks first.
    await user.click(await screen.findByRole('button', { name: 'Close it anyway' }));
    expect(await findFocusedPageTitle(/^Hey Ada/)).toHaveFocus();
    expect(router.location.pathname).toBe('/dashboard');
    expect((await sent.bodies('PUT', '/api/challenges/c1/notes'))[0]).toEqual({ notes: 'Done!' });
    expect(sent.to('POST', '/api/challenges/c1/complete')).toHaveLength(1);
  });

  it('says when completing failed and stays', async () => {
    server.use(http.post('/api/challenges/c1/complete', () => apiError(500, 'internal')));
    const { user, router, sent } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await user.click(await screen.findByRole('button', { name: 'Close it anyway' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not mark complete.');
    expect(sent.to('PUT', '/api/challenges/c1/notes')).toHaveLength(0);
    expect(router.location.pathname).toBe('/challenges/c1/work');
  });

  it('shows a completed challenge’s notes rendered and read-only', async () => {
    const notes = 'Start with **factorial**:\n\n```py\ndef f(n): return 1\n```';
    server.use(http.get('/api/challenges/c1', () => answer({ ...challenge, notes, status: 'completed' })));
    const { notes: shown } = await openWork();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(within(shown).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(shown).getByText('factorial').tagName).toBe('STRONG');
    expect(within(shown).getByText('def').className).toBe('hljs-keyword');
    expect(shown).toHaveTextContent('Completed work is read-only.');
    expect(screen.queryByRole('button', { name: 'Save progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    expect(screen.getByText(FAIR_PLAY_TEXTS.noPeer)).toBeVisible();
  });

  it.each([
    [404, 'not_found', 'Challenge not found'],
    [500, 'internal', 'Failed to load challenge.'],
    [503, 'unavailable', 'Failed to load challenge.'],
  ])('answers a %d with the spec text', async (status, code, text) => {
    server.use(http.get('/api/challenges/c1', () => apiError(status, code, 'Challenge not found')));
    renderPage('/challenges/c1/work');
    if (status === 404) expect(await findPageTitle(text)).toBeInTheDocument();
    else expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

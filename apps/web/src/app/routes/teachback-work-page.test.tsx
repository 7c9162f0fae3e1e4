import { screen } from '@testing-library/react';
import type { Teachback } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTeachback } from '../../test/learning-fixtures';
import { apiError, http, HttpResponse, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const teachback = buildTeachback({
  id: 't1',
  prompt: 'Explain binary search',
  requester: 'Grace',
  notes: 'Halve it',
});
const answer = (item: Teachback) => HttpResponse.json({ teachback: item });

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

  it('marks complete, then goes to the dashboard', async () => {
    server.use(http.post('/api/teachbacks/t1/complete', () => answer({ ...teachback, status: 'completed' })));
    const { user, router } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await findPageTitle(/^Hey Ada/);
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('says when completing failed', async () => {
    server.use(http.post('/api/teachbacks/t1/complete', () => apiError(500, 'internal')));
    const { user } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not mark complete.');
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

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '../../test/fake-api';
import { buildChallenge } from '../../test/learning-fixtures';
import { findPageTitle, renderApp } from '../../test/render-app';
import { serveDashboard } from '../../test/serve-dashboard';

let api: FakeApi;
const challenge = buildChallenge({
  id: 'c1',
  title: 'Explain recursion',
  topic: 'Computer Science',
  level: 'Intermediate',
  status: 'accepted',
  description: 'Use a real-world example.',
  notes: 'Start with factorial',
});

beforeEach(() => {
  api = stubApi();
  serveDashboard(api);
  api.on('GET', '/api/challenges/c1', { body: { challenge } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openWork() {
  const view = renderApp('/challenges/c1/work');
  await findPageTitle('Explain recursion');
  return { ...view, notes: screen.getByLabelText('Working notes') };
}

describe('Challenge work page', () => {
  it('shows title, topic, level, prompt and the saved notes', async () => {
    const { notes } = await openWork();
    expect(screen.getByText('Computer Science')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Use a real-world example.')).toBeInTheDocument();
    expect(notes).toHaveValue('Start with factorial');
  });

  it('saves progress and says so', async () => {
    api.on('PUT', '/api/challenges/c1/notes', ({ body }) =>
      Response.json({
        challenge: { ...challenge, status: 'in_progress', notes: (body as { notes: string }).notes },
      }),
    );
    const { user, notes } = await openWork();
    await user.type(notes, ', then trees');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Progress saved.');
    expect(api.calls('PUT', '/api/challenges/c1/notes')[0]?.body).toEqual({
      notes: 'Start with factorial, then trees',
    });
  });

  it('says when saving failed, with the reason when the state refused it', async () => {
    api.fail('PUT', '/api/challenges/c1/notes', 500, 'internal');
    const { user } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not save progress\.$/);
    api.fail('PUT', '/api/challenges/c1/notes', 409, 'conflict', 'This challenge is already completed.');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(
      await screen.findByText('Could not save progress. This challenge is already completed.'),
    ).toBeVisible();
  });

  it('marks complete, saving unsaved notes first, then goes to the dashboard', async () => {
    api.on('PUT', '/api/challenges/c1/notes', { body: { challenge: { ...challenge, notes: 'Done!' } } });
    api.on('POST', '/api/challenges/c1/complete', {
      body: { challenge: { ...challenge, status: 'completed' } },
    });
    const { user, notes, router } = await openWork();
    await user.clear(notes);
    await user.type(notes, 'Done!');
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await findPageTitle(/^Hey Ada/)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.calls('PUT', '/api/challenges/c1/notes')[0]?.body).toEqual({ notes: 'Done!' });
    expect(api.calls('POST', '/api/challenges/c1/complete')).toHaveLength(1);
  });

  it('says when completing failed and stays', async () => {
    api.fail('POST', '/api/challenges/c1/complete', 500, 'internal');
    const { user, router } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not mark complete.');
    expect(api.calls('PUT', '/api/challenges/c1/notes')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/challenges/c1/work');
  });

  it('shows a completed challenge read-only', async () => {
    api.on('GET', '/api/challenges/c1', { body: { challenge: { ...challenge, status: 'completed' } } });
    const { notes } = await openWork();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(notes).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'not_found', 'Challenge not found'],
    [500, 'internal', 'Failed to load challenge.'],
    [503, 'unavailable', 'Failed to load challenge.'],
  ])('answers a %d with the spec text', async (status, code, text) => {
    api.fail('GET', '/api/challenges/c1', status, code, 'Challenge not found');
    renderApp('/challenges/c1/work');
    if (status === 404) expect(await findPageTitle(text)).toBeInTheDocument();
    else expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '../../test/fake-api';
import { buildTeachback } from '../../test/learning-fixtures';
import { findPageTitle, renderApp } from '../../test/render-app';
import { serveDashboard } from '../../test/serve-dashboard';

let api: FakeApi;
const teachback = buildTeachback({
  id: 't1',
  prompt: 'Explain binary search',
  requester: 'Grace',
  notes: 'Halve it',
});

beforeEach(() => {
  api = stubApi();
  serveDashboard(api);
  api.on('GET', '/api/teachbacks/t1', { body: { teachback } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openWork() {
  const view = renderApp('/teachbacks/t1/work');
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
    api.on('PUT', '/api/teachbacks/t1/notes', {
      body: { teachback: { ...teachback, status: 'in_progress' } },
    });
    const { user } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Progress saved.');
    api.fail('PUT', '/api/teachbacks/t1/notes', 503, 'unavailable');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save progress.');
  });

  it('marks complete, then goes to the dashboard', async () => {
    api.on('POST', '/api/teachbacks/t1/complete', {
      body: { teachback: { ...teachback, status: 'completed' } },
    });
    const { user, router } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await findPageTitle(/^Hey Ada/);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says when completing failed', async () => {
    api.fail('POST', '/api/teachbacks/t1/complete', 500, 'internal');
    const { user } = await openWork();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not mark complete.');
  });

  it('answers not found and other failures with the spec texts', async () => {
    api.fail('GET', '/api/teachbacks/t1', 404, 'not_found', 'Teach-back not found');
    renderApp('/teachbacks/t1/work');
    expect(await findPageTitle('Teach-back not found')).toBeInTheDocument();
  });

  it('says it failed to load on a server error', async () => {
    api.fail('GET', '/api/teachbacks/t1', 500, 'internal');
    renderApp('/teachbacks/t1/work');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load teach-back.');
  });
});

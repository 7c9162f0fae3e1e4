import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '../../../test/fake-api';
import { buildChallenge, buildTeachback } from '../../../test/learning-fixtures';
import { findPageTitle, renderApp } from '../../../test/render-app';
import { serveDashboard } from '../../../test/serve-dashboard';

let api: FakeApi;

beforeEach(() => {
  api = stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Dashboard load errors', () => {
  it('lists only the failed parts, with the spec texts, while the others still show', async () => {
    serveDashboard(api, { challenges: [buildChallenge({ title: 'Explain recursion' })] });
    api.fail('GET', '/api/teachbacks', 503, 'unavailable');
    api.fail('GET', '/api/activity', 500, 'internal');
    api.fail('GET', '/api/profile', 403, 'permission_denied');
    renderApp('/dashboard');

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('We couldn’t load some data');
    await vi.waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(3));
    const items = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Profile: You don’t have permission to access this data.',
      'Teach-backs: Service is temporarily unavailable. Please retry.',
      'Couldn’t load recent activity.',
    ]);
    expect(screen.getByText('Explain recursion')).toBeInTheDocument();
    expect(screen.getByText('No feedback requests pending.')).toBeInTheDocument();
  });

  it.each([
    ['/api/profile', 'Couldn’t load your profile.'],
    ['/api/challenges', 'Couldn’t load your challenges.'],
    ['/api/teachbacks', 'Couldn’t load teach-backs.'],
    ['/api/feedback', 'Couldn’t load feedback queue.'],
    ['/api/activity', 'Couldn’t load recent activity.'],
  ])('names a failed %s with its own text', async (path, text) => {
    serveDashboard(api);
    api.fail('GET', path, 500, 'internal');
    renderApp('/dashboard');
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('listitem')).toHaveTextContent(text);
  });

  it('maps quota and bad-request codes', async () => {
    serveDashboard(api);
    api.fail('GET', '/api/feedback', 429, 'resource_exhausted');
    api.fail('GET', '/api/challenges', 400, 'invalid_argument');
    renderApp('/dashboard');
    const box = await screen.findByRole('alert');
    await vi.waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(2));
    expect(box).toHaveTextContent('Challenges: Invalid request. Please reload and try again.');
    expect(box).toHaveTextContent('Feedback queue: Quota exceeded. Please try again later.');
  });

  it('retries the failed parts', async () => {
    serveDashboard(api);
    api.fail('GET', '/api/teachbacks', 503, 'unavailable');
    const { user } = renderApp('/dashboard');
    await findPageTitle(/^Hey/);
    const box = await screen.findByRole('alert');
    api.on('GET', '/api/teachbacks', {
      body: { teachbacks: [buildTeachback({ prompt: 'Teach back: Graphs' })] },
    });
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Teach back: Graphs')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildChallenge, buildTeachback } from '../../../test/learning-fixtures';
import { apiError, http, HttpResponse, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

// Every read a test does not fail answers as the shared handlers do: empty lists and a fresh profile.
function fail(path: string, status: number, code: string) {
  server.use(http.get(path, () => apiError(status, code)));
}

describe('Dashboard load errors', () => {
  it('lists only the failed parts, with the spec texts, while the others still show', async () => {
    server.use(
      http.get('/api/challenges', () =>
        HttpResponse.json({ challenges: [buildChallenge({ title: 'Explain recursion' })] }),
      ),
    );
    fail('/api/teachbacks', 503, 'unavailable');
    fail('/api/activity', 500, 'internal');
    fail('/api/profile', 403, 'permission_denied');
    renderPage('/dashboard');

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('We couldn’t load some data');
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(3));
    const items = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Profile: You don’t have permission to access this data.',
      'Teach-backs: Service is temporarily unavailable. Please retry.',
      'Couldn’t load recent activity.',
    ]);
    // Each part renders its answer in the background (useDashboardQuery), a moment after the error list.
    expect(await screen.findByText('Explain recursion')).toBeInTheDocument();
    expect(await screen.findByText('No feedback requests pending.')).toBeInTheDocument();
  });

  it.each([
    ['/api/profile', 'Couldn’t load your profile.'],
    ['/api/challenges', 'Couldn’t load your challenges.'],
    ['/api/teachbacks', 'Couldn’t load teach-backs.'],
    ['/api/feedback', 'Couldn’t load feedback queue.'],
    ['/api/activity', 'Couldn’t load recent activity.'],
    ['/api/circles/leaderboard', 'Couldn’t load leaderboard.'],
  ])('names a failed %s with its own text', async (path, text) => {
    fail(path, 500, 'internal');
    renderPage('/dashboard');
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('listitem')).toHaveTextContent(text);
  });

  it('maps quota and bad-request codes', async () => {
    fail('/api/feedback', 429, 'resource_exhausted');
    fail('/api/challenges', 400, 'invalid_argument');
    renderPage('/dashboard');
    const box = await screen.findByRole('alert');
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(2));
    expect(box).toHaveTextContent('Challenges: Invalid request. Please reload and try again.');
    expect(box).toHaveTextContent('Feedback queue: Quota exceeded. Please try again later.');
  });

  it('retries the failed parts', async () => {
    fail('/api/teachbacks', 503, 'unavailable');
    const { user } = renderPage('/dashboard');
    await findPageTitle(/^Hey/);
    const box = await screen.findByRole('alert');
    server.use(
      http.get('/api/teachbacks', () =>
        HttpResponse.json({ teachbacks: [buildTeachback({ title: 'Graphs' })] }),
      ),
    );
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Graphs')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCircleEntry, buildCircleLeaderboard } from '../../../test/circle-fixtures';
import { liveEvents } from '../../../test/live-events';
import { http, HttpResponse, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

function serveBoard(graceXp: number) {
  server.use(
    http.get('/api/circles/leaderboard', () =>
      HttpResponse.json(
        buildCircleLeaderboard([
          buildCircleEntry({ rank: 1, userId: 'u2', name: 'Grace', xp: graceXp, you: false }),
          buildCircleEntry({ rank: 2, userId: 'u1', name: 'Ada', xp: 10, you: true }),
        ]),
      ),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s circle leaderboard, live', () => {
  it('updates when a circle peer earns XP (the server tells the circle with a `circles` event)', async () => {
    const live = liveEvents();
    serveBoard(20);
    renderPage('/dashboard');
    await findPageTitle(/^Hey Ada/);
    const board = screen.getByRole('region', { name: 'This week’s circle leaderboard' });
    expect(await within(board).findByText('20 XP')).toBeInTheDocument();
    await waitFor(() => expect(live.opened()).toBe(1));

    serveBoard(35);
    live.push('circles', ['k1']);
    expect(await within(board).findByText('35 XP')).toBeInTheDocument();
  });
});

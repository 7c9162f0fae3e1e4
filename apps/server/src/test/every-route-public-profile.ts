import type { ProfileVisibilityResponse } from '@teachloop/shared';
import type { Hit } from './every-route';
import type { TestUser } from './factories';

/**
 * The public profile and the leaderboard switch: the learner reads and changes their handle and switches, anyone
 * reads the public profile and its page (and a missing one), and the learner, hidden from leaderboards, reads
 * their own rank on every kind of board before showing again.
 */
export async function publicProfile(hit: Hit, learner: TestUser) {
  await hit('GET /api/profile/visibility', learner);
  const handle = `learner-${Date.now()}`;
  const changed = await hit('PATCH /api/profile/visibility', learner, {
    body: { handle, publicProfile: true, showOnLeaderboards: false },
  });
  const { visibility } = changed.json<ProfileVisibilityResponse>();
  await hit('GET /api/public-profiles/:handle', undefined, { params: { handle: visibility.handle } });
  await hit('GET /api/public-profiles/:handle', undefined, {
    params: { handle: 'no-such-handle' },
    status: 404,
  });
  await hit('GET /u/:handle', undefined, { params: { handle: visibility.handle } });
  for (const query of [
    { period: 'all' },
    { period: 'all', sort: 'streak' },
    { period: 'week' },
    { period: 'week', sort: 'streak' },
  ] as Record<string, string>[]) {
    await hit('GET /api/leaderboard', learner, { query });
  }
  await hit('GET /api/circles/leaderboard', learner);
  await hit('PATCH /api/profile/visibility', learner, { body: { showOnLeaderboards: true } });
}

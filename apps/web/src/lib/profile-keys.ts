import { queryRoots } from './query-keys';

/**
 * Every profile-derived read sits under the `profile` root, so a live `profile` event (an XP award, a badge)
 * refetches the profile, the portfolio and the leaderboard together.
 */
export const profileKeys = {
  all: queryRoots.profile,
  own: () => [...queryRoots.profile, 'own'] as const,
  portfolio: () => [...queryRoots.profile, 'portfolio'] as const,
  leaderboard: (params: { period: string; limit: number }) =>
    [...queryRoots.profile, 'leaderboard', params] as const,
  visibility: () => [...queryRoots.profile, 'visibility'] as const,
  publicProfile: (handle: string) => [...queryRoots.profile, 'public', handle] as const,
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

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

/** GET /api/profile: the signed-in user's XP, streak (today, longest, freezes) and badges. */
export async function fetchProfile(): Promise<Profile> {
  return (await apiFetch<ProfileResponse>('/api/profile')).profile;
}

export const profileQuery = queryOptions({ queryKey: profileKeys.own(), queryFn: fetchProfile });

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema, type Profile } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const profileKeys = { all: queryRoots.profile, own: () => [...queryRoots.profile, 'own'] as const };

/** GET /api/profile: the signed-in user's XP, streak and badges. */
export async function fetchProfile(): Promise<Profile> {
  return profileResponseSchema.parse(await apiFetch<unknown>('/api/profile')).profile;
}

export const profileQuery = queryOptions({ queryKey: profileKeys.own(), queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQuery);
}

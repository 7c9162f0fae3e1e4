import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-keys';

/** GET /api/profile: the signed-in user's XP, streak (today, longest, freezes) and badges. */
async function fetchProfile(): Promise<Profile> {
  return (await apiFetch<ProfileResponse>('/api/profile')).profile;
}

export const profileQuery = queryOptions({ queryKey: profileKeys.own(), queryFn: fetchProfile });

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery, enabled });
}

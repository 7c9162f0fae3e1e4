import { useQuery } from '@tanstack/react-query';
import type { PublicProfile, PublicProfileResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-keys';

/** GET /api/public-profiles/{handle}: a profile its owner made public (404 otherwise). */
async function fetchPublicProfile(handle: string): Promise<PublicProfile> {
  return (await apiFetch<PublicProfileResponse>(`/api/public-profiles/${encodeURIComponent(handle)}`))
    .profile;
}

export function usePublicProfile(handle: string) {
  return useQuery({ queryKey: profileKeys.publicProfile(handle), queryFn: () => fetchPublicProfile(handle) });
}

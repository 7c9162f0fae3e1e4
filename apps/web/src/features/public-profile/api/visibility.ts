import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProfileVisibility,
  ProfileVisibilityResponse,
  UpdateProfileVisibility,
} from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-keys';

const PATH = '/api/profile/visibility';

/** GET /api/profile/visibility: the handle and the 'Public profile' and 'Show me on leaderboards' switches. */
async function fetchVisibility(): Promise<ProfileVisibility> {
  return (await apiFetch<ProfileVisibilityResponse>(PATH)).visibility;
}

async function saveVisibility(change: UpdateProfileVisibility): Promise<ProfileVisibility> {
  return (await apiFetch<ProfileVisibilityResponse>(PATH, { method: 'PATCH', body: change })).visibility;
}

export function useVisibility({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: profileKeys.visibility(), queryFn: fetchVisibility, enabled });
}

/** Saves a change and shows the server's answer; the leaderboards refetch (the viewer's row may hide). */
export function useSaveVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVisibility,
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.visibility(), saved);
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

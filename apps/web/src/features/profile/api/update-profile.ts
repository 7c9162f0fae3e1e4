import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AvatarResponse, UpdateProfileRequest } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** The header reads the session, the settings and portfolio the profile: both read again after a change. */
function refetchOwn(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    client.invalidateQueries({ queryKey: queryRoots.profile }),
  ]);
}

/** PATCH /api/profile: the display name and/or the bio. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiFetch<void>('/api/profile', { method: 'PATCH', body }),
    onSuccess: () => refetchOwn(client),
  });
}

/** POST /api/profile/avatar: the file's raw bytes; the server decides by them whether it is a photo. */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) =>
      apiFetch<AvatarResponse>('/api/profile/avatar', { method: 'POST', body: file }),
    onSuccess: () => refetchOwn(client),
  });
}

/** DELETE /api/profile/avatar: back to the initial on a colour. */
export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/profile/avatar', { method: 'DELETE' }),
    onSuccess: () => refetchOwn(client),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitesResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * Under the `profile` root: the server announces a friend joining (or leaving) to the inviter as a `profile`
 * event, so an open card refreshes its list live.
 */
const inviteKeys = { own: () => [...queryRoots.profile, 'invites'] as const };

/** GET /api/invites: the signed-in user's invite link and the newest friends who joined from it. */
function fetchInvites(): Promise<InvitesResponse> {
  return apiFetch<InvitesResponse>('/api/invites');
}

const invitesQuery = queryOptions({ queryKey: inviteKeys.own(), queryFn: fetchInvites });

export function useInvites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...invitesQuery, enabled });
}
